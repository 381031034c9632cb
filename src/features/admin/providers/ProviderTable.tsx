import type { Provider } from '../../../api/schemas';
import stacked from '../../../ui/list/stacked-table.module.css';
import dataTable from '../../../ui/list/table.module.css';
import styles from '../organizations/organization.module.css';

const ID = 'ID';
const EMAIL = 'Email';

/**
 * An organization's providers: ID and email (docs/product.md, "Calls", sends no more). In a narrow
 * box the rows stack (stacked-table.module.css), so an email keeps a whole line.
 */
export function ProviderTable({ providers }: { providers: Provider[] }) {
  return (
    <div className={stacked.container}>
      <table aria-label="Providers" className={`${dataTable.table} ${stacked.table}`}>
        <thead className={stacked.plainHead}>
          <tr>
            <th scope="col" style={{ width: 88 }}>
              {ID}
            </th>
            <th scope="col">{EMAIL}</th>
          </tr>
        </thead>
        <tbody>
          {providers.map((provider) => (
            <tr key={provider.id}>
              <td data-label={ID}>{provider.id}</td>
              <td data-label={EMAIL} className={styles.wrap}>
                <bdi>{provider.email}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
