import type { ReactNode } from 'react';
import type { ApiError } from '../../../api/api-error';
import type { Resource } from '../../../api/resources';
import type { Organization } from '../../../api/schemas';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageState } from '../../../ui/PageState';

function organizationLoadMessage(error: ApiError): string {
  if (error.status === 404) {
    return 'This organization could not be found. The link may be out of date.';
  }
  return `This organization could not be loaded. ${error.message}`;
}

/**
 * A page about one organization: a spinner while it loads; if it does not, why (not found,
 * or the error with "Try again") under the page's heading, and a way back to the list.
 */
export function OrganizationState({
  organization,
  heading,
  children,
}: {
  organization: Resource<Organization>;
  /** The page's heading when the organization did not load. */
  heading: string;
  children: (organization: Organization) => ReactNode;
}) {
  return (
    <PageState
      resource={organization}
      loadingLabel="Loading the organization"
      errorMessage={organizationLoadMessage}
      errorLayout={(alert) => (
        <LoadFailed
          heading={heading}
          alert={alert}
          back={{ to: paths.admin.organizations.href(), label: 'Back to all organizations' }}
        />
      )}
    >
      {children}
    </PageState>
  );
}
