import { useEffect, useRef } from 'react';
import { paths } from '../../../config/paths';
import { Button, ButtonLink } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { ChangedElsewhereActions } from './ChangedElsewhereActions';
import type { SaveOffer, SaveProblem } from './save-problem';
import styles from './patient-form.module.css';

/** What the banner's buttons do. */
interface SaveBannerActions {
  /** Looks for a new patient that may have been saved. */
  onCheck: () => void;
  /** Reloads a record changed elsewhere, keeping this form's changes on top or not. */
  onReload: (keepChanges: boolean) => void;
  /** Saves over a record changed elsewhere. */
  onOverwrite: () => void;
}

function Offer({ offer, actions }: { offer: SaveOffer; actions: SaveBannerActions }) {
  if (offer.kind === 'check') {
    return (
      <Button
        variant="outlined"
        color="inherit"
        disabled={offer.checking}
        onClick={actions.onCheck}
      >
        {offer.checking ? 'Checking…' : 'Check whether it was saved'}
      </Button>
    );
  }
  if (offer.kind === 'open') {
    return (
      <ButtonLink
        variant="outlined"
        color="inherit"
        to={paths.dashboard.patient.href({ patientUuid: offer.patientUuid })}
      >
        {offer.label}
      </ButtonLink>
    );
  }
  return <ChangedElsewhereActions onReload={actions.onReload} onOverwrite={actions.onOverwrite} />;
}

/**
 * The failed save's message at the top of the form; each server message on its own line, and
 * below them what it offers (a check, the patient found, the choices of a record changed
 * elsewhere). It takes focus, so a keyboard user is where the message is, and Tab goes on to
 * its buttons and into the form.
 */
export function SaveBanner({
  problem,
  actions,
}: {
  problem: SaveProblem;
  actions: SaveBannerActions;
}) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    banner.current?.focus({ preventScroll: true });
  }, [problem]);
  return (
    <Notice
      ref={banner}
      severity={problem.severity}
      role="alert"
      tabIndex={-1}
      className={styles.saveBanner}
    >
      {problem.lines.join('\n')}
      {problem.offer && (
        <div className={styles.offer}>
          <Offer offer={problem.offer} actions={actions} />
        </div>
      )}
    </Notice>
  );
}
