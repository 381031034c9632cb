import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Provider } from '../../../api/schemas';

/** An organization's providers: ID and email (docs/product.md section 7 sends no more). */
export function ProviderTable({ providers }: { providers: Provider[] }) {
  return (
    <Table aria-label="Providers" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 88 }}>ID</TableCell>
          <TableCell>Email</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {providers.map((provider) => (
          <TableRow key={provider.id}>
            <TableCell>{provider.id}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{provider.email}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
