import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
    <TableRow className={value.flagged ? styles.rowFlagged : undefined}>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>{value.result || <NotRecorded />}</TableCell>
      <TableCell>
        {value.flagged ? (
          <LabFlag flag={value.flag} />
        ) : value.flag ? (
          <span className={styles.muted}>None</span>
        ) : (
          <NotRecorded />
        )}
      </TableCell>
      <TableCell>{value.unit}</TableCell>
      <TableCell>{value.referenceRange}</TableCell>
    </TableRow>
  );
}

const COLUMNS = ['Test', 'Result', 'Flag', 'Unit', 'Reference range'];

/**
 * The 13 biomarker panels of a patient's labs; CBC and lipids value by value. `header`, the
 * laboratory report's own header where there is one, goes above the table.
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
      <Table size="small" className={styles.table}>
        <caption className={a11y.visuallyHidden}>Biomarker lab profile</caption>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {panels.map((panel) =>
          panel.components ? (
            <TableBody key={panel.test}>
              <TableRow className={styles.panelHeading}>
                <TableCell component="th" scope="rowgroup" colSpan={5}>
                  {panel.label}
                </TableCell>
              </TableRow>
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
            </TableBody>
          ) : (
            <TableBody key={panel.test}>
              <ValueRow
                name={panel.label}
                value={{ ...panel, result: panel.results, flag: panel.flags }}
              />
            </TableBody>
          ),
        )}
      </Table>
    </section>
  );
}
