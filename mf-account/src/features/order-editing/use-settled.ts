import { useEffect, useMemo, useState } from 'react';

/**
 * A JSON value as it stood when it last stopped changing for `delay` ms; the first value at once.
 * `settled` says whether the value shown is the current one.
 */
export function useSettled<T>(value: T, delay: number): { value: T; settled: boolean } {
  const key = JSON.stringify(value) ?? 'null';
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  const settledValue = useMemo(() => JSON.parse(settledKey) as T, [settledKey]);
  return { value: settledValue, settled: settledKey === key };
}
