import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { endpoints } from '../../../api/endpoints';
import { useMutation } from '../../../api/use-mutation';
import { paths } from '../../../config/paths';
import { FormFrame } from '../../../ui/form/FormFrame';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useApiForm } from '../../../ui/form/use-api-form';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { AdminBreadcrumbs } from '../AdminBreadcrumbs';
import { required } from '../../../ui/form/checks';

/** The most characters of each field: the schema refuses more and the inputs stop there. */
const limits = { name: TEXT_LIMITS.name, unique_key: TEXT_LIMITS.identifier };

const schema = z.object({
  name: required('Name is required.', limits.name),
  unique_key: required('Unique key is required.', limits.unique_key),
});
type Values = z.infer<typeof schema>;

/** /d/admin/organizations/create: on 201, the new organization's page. */
export function Component() {
  const navigate = useNavigate();
  const create = useMutation(
    (api, values: Values) => api.createOrganization(values),
    () => [endpoints.organizations],
  );
  const apiForm = useApiForm({
    schema,
    defaultValues: { name: '', unique_key: '' },
    onValid: async (values) => {
      const { id } = await create.send(values);
      // Back from the new organization returns to the list, not to a blank form.
      navigate(paths.admin.organization.href({ organizationId: id }), { replace: true });
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
        subject={{ thing: 'the organization', done: 'created' }}
        cancelTo={paths.admin.organizations.href()}
      >
        <FormTextField
          name="name"
          control={apiForm.form.control}
          label="Name"
          required
          maxLength={limits.name}
        />
        <FormTextField
          name="unique_key"
          control={apiForm.form.control}
          label="Unique Key"
          maxLength={limits.unique_key}
          help="A short code no other organization uses, such as riverside-whp."
          required
        />
      </FormFrame>
    </>
  );
}
