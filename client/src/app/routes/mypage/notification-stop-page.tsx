/** /mypage/notifications/stop?token=…: a notification mail's stop link (no sign-in needed). */
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { routeById } from '@/config/routes';
import { NotificationStop } from '@/features/notifications/components/notification-stop';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="container">
      <PageTitle title={routeById('mypage.notificationStop').title} />
      <NotificationStop token={params.get('token') ?? ''} />
    </div>
  );
}
