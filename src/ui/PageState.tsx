import { useDeferredValue, type ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import type { Resource } from '../api/resources';
import { RetryAlert } from './RetryAlert';
import { Spinner } from './Spinner';

export interface PageStateProps<T> {
  resource: Resource<T>;
  /** The label of the default spinner, read out by screen readers. */
  loadingLabel?: string;
  /** Shown instead of the spinner while the first answer is awaited (a skeleton, say). */
  loading?: ReactNode;
  /** The alert's text; by default the error's own words, set by the API client. */
  errorMessage?: (error: ApiError) => string;
  /** Places the alert in the page: a margin, a heading above it, a way back below it. */
  errorLayout?: (alert: ReactNode) => ReactNode;
  /** Whether the data counts as nothing to show (an empty list); `empty` is then shown. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

const errorWords = (error: ApiError) => error.message;
const asIs = (alert: ReactNode) => alert;

/**
 * The part of a page that depends on one resource: a spinner while it loads, an error with
 * "Try again" when it fails, the empty content when there is nothing, else the data. Data
 * already shown stays when a later refresh fails, so nothing on screen (or being typed in a
 * form built from it) vanishes because of a passing failure.
 */
export function PageState<T>({
  resource,
  loadingLabel,
  loading,
  errorMessage = errorWords,
  errorLayout = asIs,
  isEmpty,
  empty = null,
  children,
}: PageStateProps<T>) {
  const { error, retry } = resource;
  // The data is drawn in a background render, which React cuts into slices it yields between,
  // so a long page (a summary, the recommendations) is drawn without a long task
  // (docs/architecture.md, "Budgets"). Until then the page stays as it was.
  const data = useDeferredValue(resource.data, undefined);
  if (data !== undefined) return isEmpty?.(data) ? empty : children(data);
  if (error) return errorLayout(<RetryAlert message={errorMessage(error)} onRetry={retry} />);
  return loading ?? <Spinner label={loadingLabel} />;
}
