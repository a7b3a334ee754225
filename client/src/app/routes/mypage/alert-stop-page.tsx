/** /mypage/alerts/stop?token=…&search=…: an alert mail's stop link (no sign-in needed). */
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { routeById } from '@/config/routes';
import { AlertStop } from '@/features/saved-searches/components/alert-stop';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="container">
      <PageTitle title={routeById('mypage.alertStop').title} />
      <AlertStop token={params.get('token') ?? ''} search={params.get('search')} />
    </div>
  );
}
