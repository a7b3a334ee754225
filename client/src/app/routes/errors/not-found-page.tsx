import { useLocation } from 'react-router-dom';
import { ErrorView } from './error-page';

/** 「Page Not Found」 for the current path; screens may render it for a record that does not exist. */
export function NotFoundPage() {
  const location = useLocation();
  return <ErrorView status={404} path={location.pathname} />;
}
