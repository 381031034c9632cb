/**
 * SWR imports `use-sync-external-store/shim`, a copy of the hook for React before 18.
 * React 19 has it built in, so vite.config.ts points that import here: one copy of the
 * hook, and some 0.4 kB less JavaScript on every signed-in screen.
 */
export { useSyncExternalStore } from 'react';
