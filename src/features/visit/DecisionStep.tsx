import { useParams } from 'react-router-dom';
import { usePatientRecommendations } from '../../api/resources';
import { methods, type Method } from '../../domain/clinical/methods';
import { chartColumns } from '../../domain/clinical/chart';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import {
  referReasons,
  referSuggested,
  whyNotPrescribable,
  type VisitFacts,
} from '../../domain/visit/decision';
import { emergencySuggested } from '../../domain/visit/method-facts/emergency';
import {
  isPlaced,
  PLACED_METHODS,
  type PlacedMethod,
} from '../../domain/visit/method-facts/product-kinds';
import {
  NO_METHOD_REASONS,
  REFER_REASONS,
  reasonWords,
  type ReasonId,
} from '../../domain/visit/reasons';
import typo from '../../ui/text.module.css';
import { OneChoice } from '../../ui/field/Choices';
import { TextField } from '../../ui/field/TextField';
import { PharmacyScope } from './PharmacyScope';
import { PrescriptionFields } from './PrescriptionFields';
import type { DecisionChoice, VisitState } from './visit-state';
import styles from './visit.module.css';

const DECISIONS = [
  { value: 'prescribe', label: 'Prescribe' },
  { value: 'refer_placement', label: 'Refer for placement (implant or IUD)' },
  { value: 'refer', label: 'Refer' },
  { value: 'no_method', label: 'No method today' },
] as const;

type Patch = Partial<VisitState>;

const reasonOptions = (ids: readonly ReasonId[]) => [
  ...ids.map((id) => ({ value: id, label: reasonWords[id].label })),
  { value: 'other' as const, label: 'Other' },
];

/** Where she is referred, typed; for a referral and for a placement. */
function ReferTo({ visit, onChange }: { visit: VisitState; onChange: (patch: Patch) => void }) {
  return (
    <TextField
      label="Refer to"
      width="wide"
      maxLength={200}
      value={visit.referTo}
      onChange={(referTo) => onChange({ referTo })}
    />
  );
}

/** The reason, from the list written in both languages, or typed under "Other". */
function ReasonFields({
  visit,
  ids,
  onChange,
}: {
  visit: VisitState;
  ids: readonly ReasonId[];
  onChange: (patch: Patch) => void;
}) {
  const chosen = visit.reasonId && (visit.reasonId === 'other' || ids.includes(visit.reasonId));
  return (
    <>
      <OneChoice<ReasonId | 'other'>
        legend="Reason"
        options={reasonOptions(ids)}
        value={chosen ? visit.reasonId : undefined}
        onChange={(reasonId) => onChange({ reasonId })}
      />
      {visit.reasonId === 'other' && (
        <TextField
          label="Other reason (printed on her summary as you type it)"
          multiline
          width="wide"
          maxLength={1000}
          value={visit.reason}
          onChange={(reason) => onChange({ reason })}
        />
      )}
    </>
  );
}

/**
 * The visit's decision: prescribe a method this visit and this pharmacy's protocol allow
 * (domain/visit/decision.ts), refer for the placement of an implant or an IUD, refer, or no
 * method today, each with its reason. Loaded only when the step opens, as the documents are
 * (docs/architecture.md, "Budgets").
 */
export default function DecisionStep({
  visit,
  check,
  facts,
  onScope,
  onChange,
}: {
  visit: VisitState;
  check: SafetyCheck;
  facts: VisitFacts;
  onScope: (scope: VisitState['settings']['scope']) => void;
  onChange: (patch: Patch) => void;
}) {
  const why = (method: Method) => whyNotPrescribable(method, check[method], facts);
  const wanted = visit.wanted;
  // The backend's ranked recommendation, as the eligibility step shows it (its SWR copy): its
  // top formula leads the product picker. Until it loads, or when it fails, the picker offers
  // the same products without it.
  const { patientUuid } = useParams();
  const recommended = usePatientRecommendations(patientUuid).data?.recommendations[0];
  const wantedSafety = wanted ? check[wanted] : undefined;
  return (
    <>
      <OneChoice
        legend="The method she asks for"
        options={chartColumns.map((method) => ({
          value: method,
          label: methods[method].chartName,
        }))}
        value={wanted}
        onChange={(method) => onChange({ wanted: method })}
      />
      {wanted && isPlaced(wanted) && (
        <p role="status" className={`${typo.body} ${styles.result}`}>
          Refer for placement: a clinician places an implant or an IUD after an exam. She is not
          protected until it is placed.
        </p>
      )}
      {referSuggested(wantedSafety, facts.pregnancy) && (
        <p role="status" className={`${typo.body} ${styles.result}`}>
          Refer is suggested. {referReasons(wanted, wantedSafety, facts.pregnancy).join(' ')}
        </p>
      )}
      {emergencySuggested(visit.emergency) && (
        <p role="status" className={`${typo.body} ${styles.result}`}>
          Emergency contraception is suggested: sex without a condom in the last 5 days, and no
          emergency pill taken. Levonorgestrel pills are sold over the counter; ulipristal (ella)
          needs a prescription; a copper IUD, the most effective, needs a referral.
        </p>
      )}
      <OneChoice<DecisionChoice>
        legend="Decision"
        options={DECISIONS}
        value={visit.decision}
        onChange={(decision) =>
          onChange({
            decision,
            // The implant or IUD she asked for is the one to be placed, until another is chosen.
            ...(decision === 'refer_placement' &&
              !visit.placement &&
              wanted &&
              isPlaced(wanted) && { placement: wanted }),
          })
        }
      />
      {visit.decision === 'prescribe' && (
        <>
          <PharmacyScope scope={visit.settings.scope} onChange={onScope} />
          <PrescriptionFields
            visit={visit}
            whyNot={why}
            topFormula={recommended?.formula}
            onChange={onChange}
          />
        </>
      )}
      {visit.decision === 'refer_placement' && (
        <>
          <OneChoice<PlacedMethod>
            legend="Method to be placed"
            options={PLACED_METHODS.map((method) => ({
              value: method,
              label: methods[method].chartName,
            }))}
            value={visit.placement}
            onChange={(method) => onChange({ placement: method })}
          />
          <ReferTo visit={visit} onChange={onChange} />
        </>
      )}
      {visit.decision === 'refer' && (
        <>
          <ReferTo visit={visit} onChange={onChange} />
          <ReasonFields visit={visit} ids={REFER_REASONS} onChange={onChange} />
        </>
      )}
      {visit.decision === 'no_method' && (
        <ReasonFields visit={visit} ids={NO_METHOD_REASONS} onChange={onChange} />
      )}
    </>
  );
}
