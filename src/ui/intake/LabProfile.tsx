import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import type { PatientInformation } from '../../api/schemas';
import { labProfile, type LabComponentResult } from '../../domain/intake/model/summary';
import { LabFlag } from './LabFlag';
import styles from './lab-profile.module.css';
import a11y from '../visually-hidden.module.css';

type LabValue = Omit<LabComponentResult, 'label'>;

function NotRecorded() {
  return <span className={styles.muted}>Not recorded</span>;
}

function ValueRow({ name, value }: { name: ReactNode; value: LabValue }) {
  return (
    <tr className={value.flagged ? styles.rowFlagged : undefined}>
      <th scope="row">{name}</th>
      <td>{value.result || <NotRecorded />}</td>
      <td>
        {value.flagged ? (
          <LabFlag flag={value.flag} />
        ) : value.flag ? (
          <span className={styles.muted}>None</span>
        ) : (
          <NotRecorded />
        )}
      </td>
      <td>{value.unit}</td>
      <td>{value.referenceRange}</td>
    </tr>
  );
}

const COLUMNS = ['Test', 'Result', 'Flag', 'Unit', 'Reference range'];

/**
 * The 13 biomarker panels of a patient's labs; CBC and lipids value by value. `header`, the
 * laboratory report's own header where there is one, goes above the table: a plain table in
 * MUI's small table look, as the intake summary beside it is plain (MUI's Table would weigh on
 * the summary: docs/architecture.md section 8).
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
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        Lab Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Values outside the reference range are marked High, Low or Flagged with the laboratory’s
        flag letter.
      </Typography>
      {header}
      <table className={styles.table}>
        <caption className={a11y.visuallyHidden}>Biomarker lab profile</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
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
                      <span className={a11y.visuallyHidden}>{panel.label}:</span> {component.label}
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
    </section>
  );
}
