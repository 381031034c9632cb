import Alert from '@mui/material/Alert';
import { paths } from '../../config/paths';
import { LoadFailed } from '../../ui/LoadFailed';

/** An intake id the sample table does not hold (docs/product.md section 8: 404 Not Found). */
export function ReportNotFound() {
  return (
    <LoadFailed
      heading="404 Not Found"
      alert={
        <Alert severity="warning">
          There is no recommendation report for this intake. Choose a sample patient and generate
          her report again.
        </Alert>
      }
      back={{ to: paths.demoIntake.root.href(), label: 'Back to Patient Information' }}
    />
  );
}
