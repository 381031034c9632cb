import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '../Button';
import typo from '../text.module.css';
import styles from './FormFrame.module.css';
import { FormProblems } from './FormProblems';
import type { ApiForm, TextValues } from './use-api-form';

/**
 * A page's small form: its heading, the fields, why the last submit was refused (FormProblems),
 * then the submit button (off while sending) and a way back that sends nothing.
 */
export function FormFrame<Values extends TextValues>({
  title,
  intro,
  apiForm: { submit, isSending, refusal },
  cancelTo,
  submitLabel = 'Create',
  children,
}: {
  title: string;
  /** A line below the heading. */
  intro?: ReactNode;
  apiForm: ApiForm<Values>;
  /** Where Cancel goes. */
  cancelTo: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <>
      <h1
        id={headingId}
        className={`${typo.pageTitle} ${intro ? styles.withIntro : styles.heading}`}
      >
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        aria-busy={isSending}
        className={styles.form}
      >
        {children}
        {refusal && <FormProblems key={refusal.attempt} problems={refusal.problems} />}
        <div className={styles.actions}>
          <Button type="submit" variant="contained" disabled={isSending}>
            {submitLabel}
          </Button>
          <ButtonLink to={cancelTo}>Cancel</ButtonLink>
        </div>
      </form>
    </>
  );
}
