import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../domain/intake/catalog';
import type { TabletTexts } from '../../domain/texts/en/tablet';
import { tabletTexts } from '../../domain/texts/tablet';
import type { Consents, LegalSectionId } from './legal-steps';

/**
 * A named piece of one screen's state that outlives the screen while the patient's turn
 * lasts (the chat's answers when the patient steps back to the legal text), and goes with it.
 */
export interface TurnSlot<T> {
  name: string;
  initial: () => T;
}

type Update<T> = T | ((previous: T) => T);

interface PatientTurn {
  language: Language;
  setLanguage: (language: Language) => void;
  consents: Consents;
  setConsent: (section: LegalSectionId, on: boolean) => void;
  slots: ReadonlyMap<string, unknown>;
  setSlot: (name: string, update: (previous: unknown) => unknown) => void;
  /** Forgets everything: language, consents and every answer (idle reset, next patient). */
  reset: () => void;
}

const PatientTurnContext = createContext<PatientTurn | null>(null);

/**
 * The patient's turn: one patient's visit on the clinic tablet (her language, consents and
 * answers), in memory only: nothing of it is written to web storage, and it ends when the
 * tablet resets (idle, next patient) or staff leave tablet mode.
 */
export function PatientTurnProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>('en');
  const [consents, setConsents] = useState<Consents>({});
  const [slots, setSlots] = useState<ReadonlyMap<string, unknown>>(() => new Map());

  const setConsent = useCallback(
    (section: LegalSectionId, on: boolean) =>
      setConsents((previous) => ({ ...previous, [section]: on })),
    [],
  );
  const setSlot = useCallback(
    (name: string, update: (previous: unknown) => unknown) =>
      setSlots((previous) => new Map(previous).set(name, update(previous.get(name)))),
    [],
  );
  const reset = useCallback(() => {
    setLanguage('en');
    setConsents({});
    setSlots(new Map());
  }, []);

  const turn = useMemo(
    () => ({ language, setLanguage, consents, setConsent, slots, setSlot, reset }),
    [language, consents, setConsent, slots, setSlot, reset],
  );
  return <PatientTurnContext.Provider value={turn}>{children}</PatientTurnContext.Provider>;
}

export function usePatientTurn(): PatientTurn {
  const turn = useContext(PatientTurnContext);
  if (!turn) throw new Error('usePatientTurn must be used inside PatientTurnProvider');
  return turn;
}

/** The messages in the patient's language. */
export function useMessages(): TabletTexts {
  return tabletTexts[usePatientTurn().language];
}

/** A slot's value and its setter, like useState, kept for the rest of the patient's turn. */
export function useTurnSlot<T>(slot: TurnSlot<T>): [T, (update: Update<T>) => void] {
  const { slots, setSlot } = usePatientTurn();
  const value = slots.has(slot.name) ? (slots.get(slot.name) as T) : slot.initial();
  const set = useCallback(
    (update: Update<T>) =>
      setSlot(slot.name, (previous) => {
        const current = previous === undefined ? slot.initial() : (previous as T);
        return typeof update === 'function' ? (update as (previous: T) => T)(current) : update;
      }),
    [setSlot, slot],
  );
  return [value, set];
}
