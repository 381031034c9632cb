import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { lookFor } from '../../../api/create-check';
import { endpoints } from '../../../api/endpoints';
import { useCreateCheck } from '../../../api/use-create-check';
import { useMutation } from '../../../api/use-mutation';
import { savedState } from '../../../ui/saved-state';
import { paths } from '../../../config/paths';
import { FormFrame } from '../../../ui/form/FormFrame';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useApiForm } from '../../../ui/form/use-api-form';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { AdminBreadcrumbs } from '../AdminBreadcrumbs';
import { CreateCheckNotice } from '../CreateCheckNotice';
import { required } from '../../../ui/form/checks';

/** The most characters of each field: the schema refuses more and the inputs stop there. */
const limits = { name: TEXT_LIMITS.name, unique_key: TEXT_LIMITS.identifier };

const schema = z.object({
  name: required('Name is required.', limits.name),
  unique_key: required('Unique key is required.', limits.unique_key),
});
type Values = z.infer<typeof schema>;

const subject = { thing: 'the organization', done: 'created', key: 'unique key' };

/**
 * /d/admin/organizations/create: on 201, the new organization's page. One that may have been
 * created is looked for by its unique key before it is sent again (docs/architecture.md,
 * "Errors").
 */
export function Component() {
  const navigate = useNavigate();
  const create = useMutation(
    (api, values: Values) => api.createOrganization(values),
    () => [endpoints.organizations],
  );
  const check = useCreateCheck(lookFor.organization);
  const apiForm = useApiForm({
    schema,
    defaultValues: { name: '', unique_key: '' },
    subject,
    onValid: async (values) => {
      const attempt = await check.create(values, create.send);
      if (!attempt.created) return;
      // Back from the new organization returns to the list, not to a blank form.
      const organizationId = attempt.output.id;
      navigate(paths.admin.organization.href({ organizationId }), {
        replace: true,
        state: savedState,
      });
    },
  });

  return (
    <>
      <AdminBreadcrumbs
        trail={[{ label: 'Organizations', to: paths.admin.organizations.href() }]}
        current="New Organization"
      />
      <FormFrame
        title="New Organization"
        apiForm={apiForm}
        cancelTo={paths.admin.organizations.href()}
        submitLabel={check.state.step === 'absent' ? 'Send again' : 'Create'}
      >
        <FormTextField name="name" form={apiForm} label="Name" required maxLength={limits.name} />
        <FormTextField
          name="unique_key"
          form={apiForm}
          label="Unique Key"
          maxLength={limits.unique_key}
          help="A short code no other organization uses, such as riverside-whp."
          required
        />
        <CreateCheckNotice
          check={check}
          subject={subject}
          keyOf={(sent) => sent.unique_key}
          leadTo={({ id }) => ({
            to: paths.admin.organization.href({ organizationId: id }),
            label: 'Open the organization',
          })}
        />
      </FormFrame>
    </>
  );
}
