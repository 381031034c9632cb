import type { LabHeader } from '../../domain/samples';
import { labTime } from './dates';
import styles from './demo.module.css';
import { Facts } from './Facts';

/** The laboratory report's header above the biomarker profile (sample data). */
export function LabHeaderBlock({ header }: { header: LabHeader }) {
  return (
    <Facts
      className={styles.labHeader}
      items={[
        ['Facility', header.facility],
        ['Specimen number', header.specimenNumber],
        ['Collected', labTime(header.collected)],
        ['Entered', labTime(header.entered)],
        ['Reported', labTime(header.reported)],
        ['Ordering physician', header.orderingPhysician],
        ['NPI', header.npi],
        ['Status', header.status],
      ]}
    />
  );
}
