import type { SampleInformation } from './baseline';

/**
 * The header block of a laboratory report (docs/product.md, "Entities and fields": hard-coded
 * sample data).
 */
export interface LabHeader {
  facility: string;
  specimenNumber: string;
  /** Wall-clock times at the laboratory, YYYY-MM-DDTHH:mm. */
  collected: string;
  entered: string;
  reported: string;
  orderingPhysician: string;
  npi: string;
  status: string;
}

/** One ranked option of the report, in the sample data's own keys. */
interface MedicationRecommendation {
  /** The medication. */
  m: string;
  /** Why it suits this patient. */
  s: string;
}

/**
 * What a sample report says beyond the patient's intake (docs/product.md, "Entities and fields").
 */
export interface SampleReport {
  location: string;
  goals: string[];
  /** Stack-ranked, best first: three options. */
  medical_recommendations: MedicationRecommendation[];
  side_effects: string[];
  lifestyle_changes: string[];
  final_remarks: string;
  /** Three clinical research sources. */
  references: string[];
}

/** A fictional patient of the demonstration: her intake, her labs' header and her report. */
export interface SamplePatient {
  /** The patient's uuid, called unique_id in the sample data; the report's intake id. */
  uuid: string;
  email: string;
  information: SampleInformation;
  labHeader: LabHeader;
  report: SampleReport;
}
