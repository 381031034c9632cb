import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Provider } from '../../../api/schemas';
import stacked from '../../../ui/list/stacked-table.module.css';

const ID = 'ID';
const EMAIL = 'Email';

/**
 * An organization's providers: ID and email (docs/product.md section 7 sends no more). In a narrow
 * box the rows stack (stacked-table.module.css), so an email keeps a whole line.
 */
export function ProviderTable({ providers }: { providers: Provider[] }) {
  return (
    <div className={stacked.container}>
      <Table aria-label="Providers" className={stacked.table} sx={{ tableLayout: 'fixed' }}>
        <TableHead className={stacked.plainHead}>
          <TableRow>
            <TableCell sx={{ width: 88 }}>{ID}</TableCell>
            <TableCell>{EMAIL}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {providers.map((provider) => (
            <TableRow key={provider.id}>
              <TableCell data-label={ID}>{provider.id}</TableCell>
              <TableCell data-label={EMAIL} sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{provider.email}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
