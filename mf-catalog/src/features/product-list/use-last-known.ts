import { useState } from 'react';

/** The value, or while it is undefined the last value it had for the same key. */
export function useLastKnown<T>(value: T | undefined, key: unknown): T | undefined {
  const [kept, setKept] = useState({ key, value });
  if ((value !== undefined && value !== kept.value) || key !== kept.key) setKept({ key, value });
  return value ?? (key === kept.key ? kept.value : undefined);
}
