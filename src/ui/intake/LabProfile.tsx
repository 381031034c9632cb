import { useId, useMemo, type ReactNode } from 'react';
import type { PatientInformation } from '../../api/schemas';
import { NOT_DONE } from '../../domain/intake/model/lab-values';
import { labProfile, type LabComponentResult } from '../../domain/intake/model/summary';
import { LabFlag } from './LabFlag';
import styles from './lab-profile.module.css';
import stacked from '../list/stacked-table.module.css';
import a11y from '../visually-hidden.module.css';
import typo from '../text.module.css';

type LabValue = Omit<LabComponentResult, 'label'>;

function NotRecorded() {
  return <span className={styles.muted}>Not recorded</span>;
}

/** A value the pharmacy marked "Not done" (docs/product.md, "Lab panels: one box per value, and Not done"). */
function NotDone() {
  return <span className={styles.muted}>{NOT_DONE}</span>;
}

/** The column names, also each cell's label when the rows stack (stacked-table.module.css). */
const COLUMN = {
  test: 'Test',
  result: 'Result',
  flag: 'Flag',
  unit: 'Unit',
  referenceRange: 'Reference range',
};

/** One value's row; each cell holds one node, which the stacked layout sets beside its label. */
function ValueRow({ name, value }: { name: ReactNode; value: LabValue }) {
  return (
    <tr className={value.flagged ? styles.rowFlagged : undefined}>
      <th scope="row" data-label={COLUMN.test}>
        {name}
      </th>
      <td data-label={COLUMN.result} className={styles.result}>
        {value.notDone ? <NotDone /> : value.result || <NotRecorded />}
      </td>
      <td data-label={COLUMN.flag}>
        {value.notDone ? (
          <NotDone />
        ) : value.flagged ? (
          <LabFlag flag={value.flag} />
        ) : value.flag ? (
          <span className={styles.muted}>None</span>
        ) : (
          <NotRecorded />
        )}
      </td>
      <td data-label={COLUMN.unit}>{value.unit}</td>
      <td data-label={COLUMN.referenceRange}>{value.referenceRange}</td>
    </tr>
  );
}

/**
 * The 13 biomarker panels of a patient's labs; CBC and lipids value by value. `header`, the
 * laboratory report's own header where there is one, goes above the table: a small table, whose
 * columns take the width their words need (unlike the lists' fixed columns).
 */
export function LabProfile({
  information,
  header,
}: {
  information: PatientInformation;
  header?: ReactNode;
}) {
  const headingId = useId();
  const panels = useMemo(() => labProfile(information), [information]);
  return (
    <section aria-labelledby={headingId} className={styles.profile}>
      <h2 id={headingId} className={`${typo.sectionTitle} ${styles.title}`}>
        Lab Profile
      </h2>
      <p className={`${typo.secondary} ${styles.intro}`}>
        Values outside the reference range are marked High, Low or Flagged with the laboratory’s
        flag letter.
      </p>
      {header}
      <div className={stacked.container}>
        <table className={`${styles.table} ${stacked.table}`}>
          <caption className={a11y.visuallyHidden}>Biomarker lab profile</caption>
          <thead className={stacked.plainHead}>
            <tr>
              {Object.values(COLUMN).map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {panels.map((panel) =>
            panel.components ? (
              <tbody key={panel.test}>
                <tr className={styles.panelHeading}>
                  <th scope="rowgroup" colSpan={5}>
                    {panel.label}
                  </th>
                </tr>
                {panel.components.map((component) => (
                  <ValueRow
                    key={component.label}
                    name={
                      <span className={styles.componentName}>
                        <span className={a11y.visuallyHidden}>{panel.label}:</span>{' '}
                        {component.label}
                      </span>
                    }
                    value={component}
                  />
                ))}
              </tbody>
            ) : (
              <tbody key={panel.test}>
                <ValueRow
                  name={panel.label}
                  value={{ ...panel, result: panel.results, flag: panel.flags }}
                />
              </tbody>
            ),
          )}
        </table>
      </div>
    </section>
  );
}
