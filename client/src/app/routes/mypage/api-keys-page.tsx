/** /mypage/api-keys: the user's API keys for internal tools. */
import { ApiKeyBoard } from '@/features/api-keys/components/api-key-board';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.apiKeys">
      <ApiKeyBoard />
    </MypagePage>
  );
}
