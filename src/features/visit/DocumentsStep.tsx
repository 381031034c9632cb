import { noPharmacySettings } from '../../domain/visit/pharmacy/no-settings';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Patient } from '../../api/schemas';
import { useAuthSession } from '../../auth/session';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import type { Language } from '../../domain/intake/catalog';
import { languageNames } from '../../domain/texts/language';
import type { VisitFacts } from '../../domain/visit/decision';
import { pharmacyDetailErrors, type PharmacyText } from '../../domain/visit/pharmacy/details';
import { isUsState, US_STATES, type UsState } from '../../domain/visit/pharmacy/us-states';
import type { PharmacySettings, VisitRecord } from '../../domain/visit/record';
import { forgetPharmacySettingsOf, keepPharmacySettings } from '../../tab-memory/pharmacy-settings';
import { tabletEntryLanguage } from '../../tab-memory/tablet-entries';
import { tabletPriorities } from '../../tab-memory/tablet-priorities';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import typo from '../../ui/text.module.css';
import { Checkbox } from '../../ui/field/Checkbox';
import { OneChoice } from '../../ui/field/Choices';
import { FieldGroup } from '../../ui/field/FieldGroup';
import { SelectField } from '../../ui/field/SelectField';
import { TextField } from '../../ui/field/TextField';
import { PcpNoteDocument } from './PcpNoteDocument';
import { printDocument, type PrintedDocument } from './print-document';
import { useSummaryWords } from './use-summary-words';
import { namePartsOf, visitRecordOf } from './visit-record';
import type { VisitState } from './visit-state';
import { VisitSummaryDocument } from './VisitSummaryDocument';
import styles from './documents.module.css';
import visitStyles from './visit.module.css';

/** The details, in the order of the form: the pharmacy's, then the pharmacist's. */
const SETTINGS: { key: PharmacyText; label: string; max: number }[] = [
  { key: 'pharmacy', label: 'Pharmacy', max: 200 },
  { key: 'address', label: 'Pharmacy address', max: 300 },
  { key: 'phone', label: 'Pharmacy phone', max: 40 },
  { key: 'pharmacyNpi', label: "Pharmacy's NPI (optional)", max: 10 },
  { key: 'pharmacistGivenName', label: "Pharmacist's given name", max: 100 },
  { key: 'pharmacistFamilyName', label: "Pharmacist's family name", max: 100 },
  { key: 'licence', label: 'Licence number', max: 60 },
  // Chosen from a list of the states, after the number.
  { key: 'licenceState', label: 'State of the licence', max: 2 },
  { key: 'pharmacistNpi', label: "Pharmacist's NPI (optional)", max: 10 },
];

const STATES = (Object.entries(US_STATES) as [UsState, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** Each language by its own name, as the tablet's choice names it. */
const LANGUAGES = (Object.keys(languageNames) as Language[]).map((value) => ({
  value,
  label: languageNames[value],
}));

/**
 * Saves the visit's record as a file the pharmacy's record system imports (FHIR R4 JSON). The
 * writer is loaded when the record is asked for: no other step needs it.
 */
async function download(record: VisitRecord) {
  const { visitBundle, visitRecordFileName } = await import('../../domain/visit/fhir/visit-bundle');
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(visitBundle(record), null, 2)], { type: 'application/fhir+json' }),
  );
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: visitRecordFileName(record),
  });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The visit's documents (docs/architecture.md, "The pharmacist visit"): the patient's visit summary
 * in English or Spanish, the note to her primary-care provider when she consents, and the visit
 * record as a FHIR R4 file. The pharmacy and pharmacist are typed here, since the backend has no
 * call for them, and kept on this device for the user who typed them, until they forget them
 * (docs/adr/0011-pharmacy-details-kept-on-the-device.md). Loaded only when the step opens: its
 * texts, print styles and FHIR writer weigh on no other step (docs/architecture.md, "Budgets").
 */
export default function DocumentsStep({
  patient,
  visit,
  check,
  facts,
  onChange,
}: {
  patient: Patient;
  visit: VisitState;
  check: SafetyCheck;
  facts: VisitFacts;
  onChange: (patch: Partial<VisitState>) => void;
}) {
  const { userId } = useAuthSession();
  const [printing, setPrinting] = useState<PrintedDocument>();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const firstSettingId = useId();
  const language: Language =
    visit.summaryLanguage ?? tabletEntryLanguage(userId, patient.email) ?? 'en';
  const summary = useSummaryWords(language);
  const made = visitRecordOf({
    patient,
    visit,
    check,
    facts,
    priorities: tabletPriorities(userId, patient.email),
  });
  const nameParts = namePartsOf(patient, visit);
  const setting = (key: keyof PharmacySettings, value: string) => {
    const settings = { ...visit.settings, [key]: value };
    keepPharmacySettings(userId, settings);
    setForgotten(false);
    onChange({ settings });
  };
  const forget = () => {
    forgetPharmacySettingsOf(userId);
    setForgotten(true);
    onChange({ settings: noPharmacySettings });
    // The button goes with the details: focus goes to the first field, to type them afresh.
    document.getElementById(firstSettingId)?.focus();
  };
  const typed = SETTINGS.some(({ key }) => visit.settings[key] !== '');
  const errors = pharmacyDetailErrors(visit.settings);
  // The note is addressed to her primary-care provider: it waits for one to be named.
  const noteReady = visit.pcpConsent && visit.primaryCareProvider.trim() !== '';
  const print = (document_: PrintedDocument) => {
    setPrinting(document_);
    // Printed once the print root holds it, after this render.
    requestAnimationFrame(() => printDocument(document_, () => setPrinting(undefined)));
  };

  return (
    <>
      <fieldset className={visitStyles.fieldset}>
        <legend className={`${typo.body} ${visitStyles.legend}`}>Pharmacy and pharmacist</legend>
        <p className={`${typo.small} ${typo.secondary}`}>
          Kept in this browser on this device for your sign-in only, so you type them once: the
          system has no place to store them. They hold no patient data.
        </p>
        <div className={styles.settings}>
          {SETTINGS.map(({ key, label, max }) =>
            key === 'licenceState' ? (
              <SelectField<UsState>
                key={key}
                label={label}
                options={STATES}
                value={isUsState(visit.settings.licenceState) ? visit.settings.licenceState : ''}
                onChange={(value) => setting(key, value)}
              />
            ) : (
              <TextField
                key={key}
                id={key === 'pharmacy' ? firstSettingId : undefined}
                label={label}
                width="wide"
                maxLength={max}
                {...(key.endsWith('Npi') && { inputMode: 'numeric' as const })}
                error={errors[key]}
                value={visit.settings[key]}
                onChange={(value) => setting(key, value)}
              />
            ),
          )}
        </div>
        {typed && (
          <Button variant="text" onClick={forget}>
            Forget these details on this device
          </Button>
        )}
        {forgotten && (
          <p role="status" className={typo.small}>
            This device no longer keeps them.
          </p>
        )}
      </fieldset>
      <FieldGroup legend="Her name in the visit record">
        <p className={`${typo.small} ${typo.secondary}`}>
          Her record system files her name in two parts. They are suggested from her name: check
          them with her.
        </p>
        <div className={styles.settings}>
          <TextField
            label="Given names"
            width="wide"
            maxLength={200}
            value={nameParts.given}
            onChange={(given) => onChange({ nameParts: { ...nameParts, given } })}
          />
          <TextField
            label="Family name"
            width="wide"
            maxLength={200}
            value={nameParts.family}
            onChange={(family) => onChange({ nameParts: { ...nameParts, family } })}
          />
        </div>
      </FieldGroup>
      <OneChoice<Language>
        legend="Language of her visit summary"
        options={LANGUAGES}
        value={language}
        onChange={(summaryLanguage) => onChange({ summaryLanguage })}
      />
      <Checkbox checked={visit.pcpConsent} onChange={(pcpConsent) => onChange({ pcpConsent })}>
        She consents to her primary-care provider being told
      </Checkbox>
      {visit.pcpConsent && (
        <TextField
          label="Her primary-care provider (name, clinic)"
          hint="The note is addressed to them."
          width="wide"
          maxLength={200}
          value={visit.primaryCareProvider}
          onChange={(primaryCareProvider) => onChange({ primaryCareProvider })}
        />
      )}
      {'missing' in made ? (
        <Notice severity="info" role="status">
          Before the documents, give {made.missing.join(', ')}.
        </Notice>
      ) : summary.state === 'loading' ? (
        <Spinner label="Loading her summary" />
      ) : summary.state === 'failed' ? (
        <RetryAlert
          message="Her summary could not be loaded. Check the connection and try again."
          onRetry={summary.retry}
        />
      ) : (
        <>
          <div className={visitStyles.buttons}>
            <Button variant="contained" onClick={() => print('summary')}>
              Print visit summary
            </Button>
            {noteReady && (
              <Button variant="outlined" onClick={() => print('note')}>
                Print note to primary-care provider
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => {
                setDownloadFailed(false);
                download(made.record).catch(() => setDownloadFailed(true));
              }}
            >
              Download visit record
            </Button>
          </div>
          {visit.pcpConsent && !noteReady && (
            <Notice severity="info" role="status">
              Before the note, give her primary-care provider.
            </Notice>
          )}
          {downloadFailed && (
            <Notice severity="error">
              The visit record could not be made. Check the connection and try again.
            </Notice>
          )}
          <VisitSummaryDocument
            record={made.record}
            language={language}
            words={summary.words}
            mattered={summary.mattered}
          />
          {noteReady && <PcpNoteDocument record={made.record} />}
          {printing &&
            createPortal(
              <div className={styles.printRoot} data-print-root="">
                {printing === 'summary' ? (
                  <VisitSummaryDocument
                    record={made.record}
                    language={language}
                    words={summary.words}
                    mattered={summary.mattered}
                    printed
                  />
                ) : (
                  <PcpNoteDocument record={made.record} printed />
                )}
              </div>,
              document.body,
            )}
        </>
      )}
    </>
  );
}
