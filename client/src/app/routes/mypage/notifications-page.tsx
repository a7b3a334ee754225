/** /mypage/notifications: every kind of mail, its frequency, where mail goes, and what the user follows. */
import { NotificationSettingsPanel } from '@/features/notifications/components/notification-settings';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.notifications">
      <NotificationSettingsPanel />
    </MypagePage>
  );
}
