import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { firstStepToAccept, legalSteps } from './legal-steps';
import { usePatientTurn } from './patient-turn';

/** The intake chat's place in the flow: after every legal step. */
export const CHAT_STEP = legalSteps.length + 1;

/**
 * A screen of the flow at `step` (1-based; the chat is CHAT_STEP), opened directly or
 * reached with an earlier statement not accepted: back to the first step not yet accepted.
 */
export function RequireConsents({ step, children }: { step: number; children: ReactNode }) {
  const { consents } = usePatientTurn();
  const back = firstStepToAccept(step, consents);
  if (back !== null) return <Navigate to={paths.legal.href({ index: back })} replace />;
  return children;
}
