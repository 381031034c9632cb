import type { ReactNode } from 'react';
import type { Resource } from '../api/resources';
import { PageState, type PageStateProps } from './PageState';

/**
 * The page state of a list, worded from what it lists ("the providers"): a spinner while it
 * loads, "… could not be loaded" with "Try again", `empty` when it has no items.
 */
export function ListState<T>({
  resource,
  what,
  empty,
  errorLayout,
  children,
}: {
  resource: Resource<T[]>;
  /** What the list holds, as in "Loading the providers". */
  what: string;
  empty?: ReactNode;
  errorLayout?: PageStateProps<T[]>['errorLayout'];
  children: (list: T[]) => ReactNode;
}) {
  return (
    <PageState
      resource={resource}
      loadingLabel={`Loading ${what}`}
      errorMessage={(error) => `${capitalized(what)} could not be loaded. ${error.message}`}
      errorLayout={errorLayout}
      isEmpty={(list) => list.length === 0}
      empty={empty}
    >
      {children}
    </PageState>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
