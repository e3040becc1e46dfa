/** '2026-11-23 09:00:00' (PostgreSQL timestamp text) -> '2026-11-23T09:00'. */
export function toLocalDateTime(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(' ', 'T').slice(0, 16);
}
