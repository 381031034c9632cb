import type { Language } from '../../../../domain/intake/catalog';
import type { FormValue, FormValues } from '../../../../domain/intake/model';
import type { PatientFieldDef } from '../../../../domain/intake/catalog';

/** What every kind of answer control is given. */
export interface AnswerProps {
  field: PatientFieldDef;
  values: FormValues;
  language: Language;
  /** The question's heading, which names the control. */
  labelledBy: string;
  /** The hint and the problem, when shown. */
  describedBy: string | undefined;
  /** A problem is shown for this answer. */
  invalid: boolean;
  onAnswer: (key: string, value: FormValue) => void;
}
