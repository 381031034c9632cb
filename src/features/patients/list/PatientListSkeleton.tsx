import dataTable from '../../../ui/list/table.module.css';
import a11y from '../../../ui/visually-hidden.module.css';
import styles from './PatientListSkeleton.module.css';

const SKELETON_ROWS = 6;
/** Each column's bar, as wide as a usual value. */
const BAR_WIDTHS = ['70%', '50%', '60%'];

export function PatientListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className={a11y.visuallyHidden}>Loading patients</span>
      <table aria-hidden="true" className={dataTable.table}>
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <tr key={index}>
              {BAR_WIDTHS.map((width) => (
                <td key={width}>
                  <span className={styles.bar} style={{ width }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
