/**
 * Whether a shell serves a remote: the shell provides one contract version (`MAJOR.MINOR`,
 * `contract/contract-version.ts`) and a remote states the range it was built against, `^MAJOR.MINOR`
 * (the same major version, at least that minor one). A remote that states no range, or one of
 * another form, is not served: nothing says it fits.
 */

const VERSION = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;
const RANGE = /^\^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** The range a build made against `version` states. */
export function contractRange(version: string): string {
  return `^${version}`;
}

export function servesContract(provided: string, range: string | undefined): boolean {
  const have = VERSION.exec(provided);
  const need = range === undefined ? null : RANGE.exec(range);
  if (!have || !need) return false;
  return have[1] === need[1] && Number(have[2]) >= Number(need[2]);
}
