import { paths } from '../../config/paths';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';

/**
 * An intake id the sample table does not hold (docs/product.md, "Error catalogue": 404 Not Found).
 */
export function ReportNotFound() {
  return (
    <LoadFailed
      heading="404 Not Found"
      alert={
        <Notice severity="warning" role="alert">
          There is no recommendation report for this intake. Choose a sample patient and generate
          her report again.
        </Notice>
      }
      back={{ to: paths.demoIntake.root.href(), label: 'Back to Patient Information' }}
    />
  );
}
