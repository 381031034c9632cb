import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { lookFor } from '../../../api/create-check';
import { endpoints } from '../../../api/endpoints';
import { useOrganization } from '../../../api/resources';
import type { ApiId, Organization } from '../../../api/schemas';
import { useCreateCheck } from '../../../api/use-create-check';
import { useMutation } from '../../../api/use-mutation';
import { savedState } from '../../../ui/saved-state';
import { paths } from '../../../config/paths';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { required, requiredEmail } from '../../../ui/form/checks';
import { FormFrame } from '../../../ui/form/FormFrame';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useApiForm } from '../../../ui/form/use-api-form';
import { AdminBreadcrumbs } from '../AdminBreadcrumbs';
import { CreateCheckNotice } from '../CreateCheckNotice';
import { OrganizationState } from '../organizations/OrganizationState';
import { resourceRequests } from '../../../api/resource-requests';
import a11y from '../../../ui/visually-hidden.module.css';
import { clerkIdWarning } from './clerk-id';
import { readsLoader } from '../../../api/route-reads';

/** The most characters of each field: the schema refuses more and the inputs stop there. */
const limits = { email: TEXT_LIMITS.email, clerk_id: TEXT_LIMITS.identifier };

const schema = z.object({
  email: requiredEmail('Email is required.', limits.email),
  clerk_id: required('Clerk user ID is required.', limits.clerk_id),
});
type Values = z.infer<typeof schema>;
type Body = { organization_id: ApiId } & Values;

const subject = { thing: 'the provider', done: 'added', key: 'email' };

export const CLERK_ID_HELP =
  'The person’s user ID in Clerk, the sign-in service: user_ followed by letters and digits, such as user_2kQ7hVx9RbT3.';

function ProviderForm({
  organization,
  organizationId,
}: {
  organization: Organization;
  /** As in the URL, so the organization's page and its cached providers are the same. */
  organizationId: string;
}) {
  const navigate = useNavigate();
  const organizationHref = paths.admin.organization.href({ organizationId });
  const create = useMutation(
    (api, body: Body) => api.createProvider(body),
    () => [endpoints.organizationProviders(organizationId)],
  );
  // One that may have been added is looked for by email before it is sent again
  // (docs/architecture.md, "Errors").
  const check = useCreateCheck<Body>(lookFor.provider);
  const [clerkIdLeft, setClerkIdLeft] = useState(false);
  const apiForm = useApiForm({
    schema,
    defaultValues: { email: '', clerk_id: '' },
    subject,
    onValid: async (values) => {
      // The id as the backend's answer has it, text or number, not the address's text.
      const attempt = await check.create(
        { organization_id: organization.id, ...values },
        create.send,
      );
      if (attempt.created) navigate(organizationHref, { replace: true, state: savedState });
    },
  });
  // A warning only: the ID is sent as typed (clerk-id.ts).
  const warning = clerkIdWarning(apiForm.field('clerk_id').value, clerkIdLeft);

  return (
    <>
      <AdminBreadcrumbs
        trail={[
          { label: 'Organizations', to: paths.admin.organizations.href() },
          { label: organization.name, to: organizationHref },
        ]}
        current="New Provider"
      />
      <FormFrame
        title="New Provider"
        intro={
          <>
            For <bdi>{organization.name}</bdi>
          </>
        }
        apiForm={apiForm}
        cancelTo={organizationHref}
        submitLabel={check.state.step === 'absent' ? 'Send again' : 'Create'}
      >
        <FormTextField
          name="email"
          form={apiForm}
          label="Email"
          type="email"
          required
          maxLength={limits.email}
        />
        {/* Left once: an ID that is only Clerk's beginning ("user_") is warned of too. */}
        <div onBlur={() => setClerkIdLeft(true)}>
          <FormTextField
            name="clerk_id"
            form={apiForm}
            label="Clerk user ID"
            help={CLERK_ID_HELP}
            warning={warning}
            required
            maxLength={limits.clerk_id}
          />
          {/* The warning under the field is not announced as it appears: this says it, politely. */}
          <p role="status" className={a11y.visuallyHidden}>
            {warning}
          </p>
        </div>
        <CreateCheckNotice
          check={check}
          subject={subject}
          keyOf={(sent) => sent.email}
          leadTo={() => ({ to: organizationHref, label: 'Open the organization' })}
        />
      </FormFrame>
    </>
  );
}

/** /d/admin/organizations/{organization_id}/providers/create: on 201, back to the organization. */
export function Component() {
  const { organizationId = '' } = useParams();
  const organization = useOrganization(organizationId);
  return (
    <OrganizationState organization={organization} heading="New Provider">
      {(data) => <ProviderForm organization={data} organizationId={organizationId} />}
    </OrganizationState>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ organizationId }) =>
  organizationId ? [resourceRequests.organization(organizationId)] : [],
);
