import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { GlobalLayout } from './GlobalLayout';
import { usePageTitle } from './usePageTitle';

/** The error element of every route (spec section 2): "Oops!" plus what went wrong. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? 'Not Found' : 'Error');
  return (
    <GlobalLayout>
      <div className="shell-page" role="alert">
        <h1>Oops!</h1>
        <p>Sorry, an unexpected error has occurred.</p>
        <p>
          <i>
            {notFound
              ? 'Not Found: there is no page at this address.'
              : isRouteErrorResponse(error)
                ? `${error.status} ${error.statusText}`
                : 'Reload the page to try again.'}
          </i>
        </p>
        <div className="shell-actions">
          <Link className="button" to={paths.root.href()}>
            Go to start
          </Link>
        </div>
      </div>
    </GlobalLayout>
  );
}
