import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Notice } from '../Notice';
import { problemCountText, revealControl, type FormProblem } from './form-problems';
import styles from './FormProblems.module.css';

function lineOf({ label, message }: FormProblem): string {
  return label ? `${label}: ${message}` : message;
}

function goTo(event: MouseEvent<HTMLAnchorElement>, controlId: string) {
  event.preventDefault();
  const control = document.getElementById(controlId);
  if (control) revealControl(control);
}

/**
 * Why the last submit was refused: how many problems, then each one in the order of the page,
 * a field's as a link to it. On each refusal (render it keyed by Refusal.attempt) it is
 * announced and focus goes to the first problem's field, or to the list itself when no
 * problem has a field.
 */
export function FormProblems({ problems }: { problems: readonly FormProblem[] }) {
  const summary = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    const first = problems.find((problem) => problem.controlId);
    const control = first?.controlId && document.getElementById(first.controlId);
    if (control) revealControl(control);
    else summary.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <Notice
      ref={summary}
      severity="error"
      role="alert"
      tabIndex={-1}
      className={styles.summary}
      title={
        <h2 id={headingId} className={styles.heading}>
          {problemCountText(problems.length)}
        </h2>
      }
    >
      <ol className={styles.list} aria-labelledby={headingId}>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.controlId ? (
              <a
                className={styles.link}
                href={`#${problem.controlId}`}
                onClick={(event) => goTo(event, problem.controlId!)}
              >
                {lineOf(problem)}
              </a>
            ) : (
              lineOf(problem)
            )}
          </li>
        ))}
      </ol>
    </Notice>
  );
}
