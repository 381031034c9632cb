import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './QuestionDialog.module.css';

/**
 * The one shape of every question the product asks in a dialog (leave without saving, sign out,
 * restore kept changes, the idle warnings, the tablet's staff return): a title that names it, a
 * text that describes it, and the answers as buttons. `onClose` (Escape, the backdrop) is left
 * out where the question must be answered.
 *
 * The browser's own modal `<dialog>`: it keeps the page behind inert and focus inside, and
 * gives focus back when it closes, with little code of ours to load on every tablet screen and
 * the patient form (docs/architecture.md, "Budgets"). The answer marked `data-autofocus` takes
 * focus as it opens.
 */
export function QuestionDialog({
  open = true,
  ...question
}: {
  open?: boolean;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  /** A class for the dialog's surface (the tablet's larger type). */
  className?: string;
}) {
  // Out of the page: no alert, form or header around it reads or styles it.
  return open ? createPortal(<OpenQuestion {...question} />, document.body) : null;
}

function OpenQuestion({
  title,
  children,
  actions,
  onClose,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  className?: string;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // A click closes from the backdrop only if it began there (not a text selection let go on it).
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const shown = dialog.current!;
    const focusedBefore = document.activeElement;
    shown.showModal();
    // React's autoFocus runs before the dialog is shown, while nothing in it can take focus.
    shown.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      shown.close();
      // Focus goes back where it was (not every browser does it).
      if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        // Escape: the question closes only through its answers, or `onClose`.
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // Closed by the browser all the same (Escape pressed twice running): a question that
        // must be answered comes back.
        const shown = dialog.current;
        if (!onClose && shown?.isConnected && !shown.open) shown.showModal();
      }}
      // The backdrop belongs to the dialog's own box, which its content fills edge to edge.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose?.();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {children}
      </p>
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
