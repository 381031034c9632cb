import { useCallback, useState } from 'react';
import type { PatientSaveRequest } from '../../../api/schemas';
import { useAuthSession } from '../../../auth/session';
import type { FormValues } from '../../../domain/intake/model';
import { draftKey, keepDraft, keptDraft, takeDraft } from '../../../tab-memory/kept-drafts';
import type { FormStore } from './form-store';

export interface DraftKeeping {
  /** Keeps the values in memory for this user (the session is ending with them unsaved). */
  keep: () => void;
  /**
   * Values kept from this user's last session wait to be restored or discarded;
   * `mayHaveBeenSaved`: they are a new patient who was being saved, and may have been.
   */
  offered: { mayHaveBeenSaved: boolean } | null;
  /** Restores them (true) or discards them (false). */
  answer: (restore: boolean) => void;
}

/** The form's create, as far as a kept draft must know it. */
interface DraftCreate {
  /** The create in flight or maybe saved now. */
  unsettled: () => PatientSaveRequest | undefined;
  /** Looks for a restored one before anything is created. */
  resume: (sent: PatientSaveRequest) => void;
}

/**
 * Nothing typed is lost when a session ends (automatic logoff, a token the server refuses,
 * the sign-in service ending it, signing out): the unsaved values are kept in memory for
 * the same user, who is offered them on opening the same patient (or a new patient) again
 * in this tab.
 *
 * Nor is a patient created twice: a new patient whose save was in flight (or not known to be
 * stored) is kept marked as maybe saved, and restoring it looks for it first
 * (docs/architecture.md, "Errors"). An update kept in flight needs no mark: sending it again
 * changes nothing more.
 */
export function useDraftKeeping(
  store: FormStore,
  patientUuid: string | undefined,
  { unsettled, resume }: DraftCreate,
): DraftKeeping {
  const { userId } = useAuthSession();
  const key = draftKey(userId ?? '', `patient:${patientUuid ?? 'new'}`);
  const [offered, setOffered] = useState(() => {
    const draft = userId === null ? undefined : keptDraft(key);
    return draft ? { mayHaveBeenSaved: draft.mayHaveBeenSaved !== undefined } : null;
  });

  // A copy: the store goes on writing to its record in place.
  const keep = useCallback(() => {
    if (userId) keepDraft(key, { values: { ...store.values() }, mayHaveBeenSaved: unsettled() });
  }, [userId, key, store, unsettled]);

  const answer = useCallback(
    (restore: boolean) => {
      const draft = takeDraft(key);
      if (restore && draft) {
        store.update(() => draft.values as FormValues);
        if (draft.mayHaveBeenSaved) resume(draft.mayHaveBeenSaved as PatientSaveRequest);
      }
      setOffered(null);
    },
    [key, store, resume],
  );

  return { keep, offered, answer };
}
