/** Subscriptions to single keys of the form store, so each field re-renders on its own. */
import { useCallback, useSyncExternalStore } from 'react';
import type { FieldDef } from '../../../domain/intake/catalog';
import type { FormValue } from '../../../domain/intake/model';
import { isShown } from '../../../domain/rules/decide';
import { showDependencies } from './show-dependencies';
import { useFormStore } from './store-context';

const SEPARATOR = '\u0000';

/** A value derived from these keys, read again only when one of them changes. */
export function useFormSelector<T>(keys: readonly string[], select: () => T): T {
  const store = useFormStore();
  // Callers build a fresh array per render: subscribe again only when its content changes.
  const joined = keys.join(SEPARATOR);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(joined.split(SEPARATOR), listener),
    [store, joined],
  );
  return useSyncExternalStore(subscribe, select);
}

export function useFormValue(key: string): FormValue | undefined {
  const store = useFormStore();
  return useFormSelector([key], () => store.get(key));
}

/** The value as an input's text ('' when absent). */
export function useFormText(key: string): string {
  const value = useFormValue(key);
  return typeof value === 'string' ? value : '';
}

export function useFormError(key: string): string | undefined {
  const store = useFormStore();
  return useFormSelector([key], () => store.error(key));
}

export function useFormWarning(key: string): string | undefined {
  const store = useFormStore();
  return useFormSelector([key], () => store.warning(key));
}

export function useShown(field: FieldDef): boolean {
  const store = useFormStore();
  return useFormSelector(showDependencies(field), () => isShown(field, store.values()));
}
