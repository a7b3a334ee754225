/** /mypage/searches: the signed-in user's saved searches. */
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.searches">
      <SavedSearchList />
    </MypagePage>
  );
}
