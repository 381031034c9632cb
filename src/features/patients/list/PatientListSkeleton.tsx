import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import a11y from '../../../ui/visually-hidden.module.css';

const SKELETON_ROWS = 6;

export function PatientListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className={a11y.visuallyHidden}>Loading patients</span>
      <Table aria-hidden="true">
        <TableBody>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index}>
              <TableCell>
                <Skeleton width="70%" />
              </TableCell>
              <TableCell>
                <Skeleton width="50%" />
              </TableCell>
              <TableCell>
                <Skeleton width="60%" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
