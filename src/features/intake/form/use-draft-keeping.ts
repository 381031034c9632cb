import { useCallback, useState } from 'react';
import { useAuthSession } from '../../../auth/session';
import type { FormValues } from '../../../domain/intake/model';
import { draftKey, hasDraft, keepDraft, takeDraft } from '../../../session/kept-drafts';
import type { FormStore } from './form-store';

export interface DraftKeeping {
  /** Keeps the values in memory for this user (the session is ending with them unsaved). */
  keep: () => void;
  /** Values kept from this user's last session wait to be restored or discarded. */
  offered: boolean;
  /** Restores them (true) or discards them (false). */
  answer: (restore: boolean) => void;
}

/**
 * Nothing typed is lost when a session ends (automatic logoff, a token the server refuses,
 * the sign-in service ending it, signing out): the unsaved values are kept in memory for
 * the same user, who is offered them on opening the same patient (or a new patient) again
 * in this tab.
 */
export function useDraftKeeping(store: FormStore, patientUuid: string | undefined): DraftKeeping {
  const { userId } = useAuthSession();
  const key = draftKey(userId ?? '', `patient:${patientUuid ?? 'new'}`);
  const [offered, setOffered] = useState(() => userId !== null && hasDraft(key));

  // A copy: the store goes on writing to its record in place.
  const keep = useCallback(() => {
    if (userId) keepDraft(key, { ...store.values() });
  }, [userId, key, store]);

  const answer = useCallback(
    (restore: boolean) => {
      const values = takeDraft(key) as FormValues | undefined;
      if (restore && values) store.update(() => values);
      setOffered(false);
    },
    [key, store],
  );

  return { keep, offered, answer };
}
