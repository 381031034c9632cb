import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Entries set as they come and drawn at most every `ms`, or at once with `flush`. For answers
 * that arrive by the hundred (the admin home's provider counts): a render of a long table for
 * each one would keep the page busy, and a status region that changes with each would be read
 * out without pause.
 */
export function useBatchedMap<K, V>(ms: number) {
  const latest = useRef(new Map<K, V>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shown, setShown] = useState<ReadonlyMap<K, V>>(() => new Map());

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setShown(new Map(latest.current));
  }, []);

  const set = useCallback(
    (key: K, value: V) => {
      latest.current.set(key, value);
      timer.current ??= setTimeout(flush, ms);
    },
    [flush, ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown, set, flush };
}
