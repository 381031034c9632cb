/**
 * The one way a form sends a create that must not be made twice (docs/architecture.md,
 * "Errors"): the patient form, the tablet's chat and the administrator's new organization and
 * new provider. A create that may have been stored is never sent again before its key has been
 * looked for; the rules are create-check.ts, and each form words the steps in its own place.
 */
import { useCallback, useRef, useState } from 'react';
import {
  afterCheck,
  afterFailedCreate,
  submitStep,
  unsettledCreate,
  type CreateCheckState,
  type Lookup,
} from './create-check';
import type { ApiError } from './api-error';
import { toApiError } from './resources';
import { useMutation } from './use-mutation';

/** A create sent, with its answer; or not sent, with where the form now stands. */
type CreateAttempt<Sent, Output> =
  { created: true; output: Output } | { created: false; state: CreateCheckState<Sent> };

export interface CreateCheck<Sent> {
  state: CreateCheckState<Sent>;
  /**
   * Sends the create through `send`, or not: while an earlier one may have been stored, the
   * check runs first and the create goes only if nothing was found. A failure that may have
   * stored it resolves (the state is unsure); any other rejects, as `send` did.
   */
  create<Output>(
    sent: Sent,
    send: (sent: Sent) => Promise<Output>,
  ): Promise<CreateAttempt<Sent, Output>>;
  /** Looks for the create that may have been stored (the "Check whether it was saved" button). */
  check(): Promise<CreateCheckState<Sent>>;
  /** A create a kept draft marked as maybe stored, restored: it is looked for now. */
  resume(sent: Sent): Promise<CreateCheckState<Sent>>;
  /** The create in flight or maybe stored, for a draft kept now (stable across renders). */
  unsettled(): Sent | undefined;
}

const CLEAR = { step: 'clear' } as const;

export function useCreateCheck<Sent>(lookup: Lookup<Sent>): CreateCheck<Sent> {
  // A read, through the write path: only what it finds is kept, never the list it reads
  // (the tablet's memory holds no other patient).
  const look = useMutation(lookup);
  const [state, setState] = useState<CreateCheckState<Sent>>(CLEAR);
  // The state as of now, for the steps of one submit, which outlive the render they began in.
  const current = useRef<CreateCheckState<Sent>>(CLEAR);
  const inFlight = useRef<Sent | undefined>(undefined);

  const move = (next: CreateCheckState<Sent>) => {
    current.current = next;
    setState(next);
    return next;
  };

  async function lookUp(sent: Sent, why: ApiError | undefined) {
    move({ step: 'checking', sent, why });
    try {
      return move(afterCheck(sent, await look.send(sent)));
    } catch (error) {
      return move({ step: 'unsure', sent, why, checkFailed: toApiError(error) });
    }
  }

  async function check() {
    const now = current.current;
    return now.step === 'unsure' ? lookUp(now.sent, now.why) : now;
  }

  async function create<Output>(
    sent: Sent,
    send: (sent: Sent) => Promise<Output>,
  ): Promise<CreateAttempt<Sent, Output>> {
    const step = submitStep(current.current);
    // Held: the same state anew, so what shows it takes focus again and says why.
    if (step === 'hold') return { created: false, state: move({ ...current.current }) };
    if (step === 'check') {
      const checked = await check();
      if (checked.step !== 'absent') return { created: false, state: checked };
    }
    inFlight.current = sent;
    try {
      const output = await send(sent);
      move(CLEAR);
      return { created: true, output };
    } catch (error) {
      const after = move(afterFailedCreate(toApiError(error)!, sent));
      if (after.step === 'unsure') return { created: false, state: after };
      throw error;
    } finally {
      inFlight.current = undefined;
    }
  }

  const unsettled = useCallback(() => inFlight.current ?? unsettledCreate(current.current), []);

  return { state, create, check, resume: (sent) => lookUp(sent, undefined), unsettled };
}
