/**
 * The error page (docs/specification.md §2, step 5): 「Page Not Found」 with the path for an unknown
 * route or a failed route validation, 「Internal Server Error」 for anything else. It shows a
 * status code and a message, never a stack.
 */
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import './error-page.css';

export function ErrorView({ status, path }: { status: number; path: string }) {
  const notFound = status === 404;
  return (
    <div className="container error-page">
      <p className="error-page__status">{status}</p>
      <PageTitle title={notFound ? 'Page Not Found' : 'Internal Server Error'} />
      {notFound ? (
        <p>
          お探しのページ（<code className="error-page__path">{path}</code>
          ）は見つかりませんでした。アドレスをお確かめのうえ、トップページからお探しください。
        </p>
      ) : (
        <p>
          システムエラーが発生したため、ページを表示できませんでした。時間をおいて再度お試しください。解決しない場合はお問い合わせください。
        </p>
      )}
      <ul className="error-page__links">
        <li>
          <Link to={href('home')}>トップページへ戻る</Link>
        </li>
        <li>
          <Link to={href('inquiry.form')}>お問い合わせ</Link>
        </li>
      </ul>
    </div>
  );
}

export function ErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error('route error', error);
  return <ErrorView status={status} path={location.pathname} />;
}
