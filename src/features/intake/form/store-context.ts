import { createContext, useContext } from 'react';
import type { FormStore } from './form-store';

export const FormStoreContext = createContext<FormStore | null>(null);

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore must be used inside FormStoreContext');
  return store;
}
