/**
 * Which version of each remote the shell loads, and the last known good ones it falls back on.
 *
 * The registry names a remote's version in use and, as `previous`, the versions published before
 * it (newest first). The shell takes the first of them whose contract range its own contract
 * version fits (`rules/contract-compatibility`); a version it refuses is reported. When the version
 * taken cannot be loaded (its manifest, entry or a chunk, after the runtime's retries), the next
 * one is registered in its place and the load is tried again, and the failure is reported. Only
 * when none is left does the remote's fallback page show.
 *
 * Reports go to the API's beacon (`POST /api/remote-failures`), counted for staff on its status
 * page; the reporter is set by the browser's start (the server renderer only logs).
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryRemote, RemoteFailureReport, RemoteVersion } from '@shop/shared/contract';
import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import { servesContract } from '@shop/shared/rules/contract-compatibility';

interface Versions {
  active: RemoteVersion;
  /** Versions to fall back on, newest first. */
  left: RemoteVersion[];
  /** The entry registered for a version's manifest (the server renderer's is its container). */
  entryFor: (entry: string) => string;
}

const versions = new Map<string, Versions>();

type Reporter = (report: RemoteFailureReport) => void;

let reporter: Reporter = (report) => {
  console.error('Remote failure', report);
};

export function setRemoteFailureReporter(next: Reporter): void {
  reporter = next;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}

/** The versions of a registry entry, in the order the shell tries them. */
function candidates(remote: RegistryRemote): RemoteVersion[] {
  const { version, entry, contractRange } = remote;
  return [{ version, entry, contractRange }, ...(remote.previous ?? [])];
}

/**
 * Chooses the version of `name` to load: the first whose contract the shell serves and whose
 * entry `allowed` accepts. Reports each version refused for its contract before it. Null when
 * none fits.
 */
export function chooseVersion(
  name: string,
  remote: RegistryRemote,
  allowed: (entry: string) => boolean,
  entryFor: (entry: string) => string = (entry) => entry,
): RemoteVersion | null {
  const usable = candidates(remote).filter((candidate) => allowed(candidate.entry));
  const fitting = usable.filter((candidate) =>
    servesContract(CONTRACT_VERSION, candidate.contractRange),
  );
  const chosen = fitting[0] ?? null;
  for (const refused of usable) {
    if (refused === chosen) break;
    reporter({
      remote: name,
      version: refused.version ?? refused.entry,
      stage: 'contract',
      message: `built against ${refused.contractRange ?? 'no contract range'}; the shell provides contract ${CONTRACT_VERSION}`,
      fallback: chosen?.version ?? null,
    });
  }
  if (chosen) versions.set(name, { active: chosen, left: fitting.slice(1), entryFor });
  else versions.delete(name);
  return chosen;
}

/** The version of `name` the shell loads now (its browser manifest's URL as `entry`). */
export function activeVersion(name: string): RemoteVersion | undefined {
  return versions.get(name)?.active;
}

/** The entry registered for the version of `name` the shell loads now. */
export function activeEntry(name: string): string | undefined {
  const known = versions.get(name);
  return known?.entryFor(known.active.entry);
}

/**
 * After `error` loading a module of `name` from version `attempted`: registers the next earlier
 * version in place of the one that failed and answers true (load again), or answers false when
 * none is left; either way the failure is reported. Loads that were waiting on the same failure
 * (a page, the header's widgets, a service) find the shell already on another version: they load
 * again from it, and the version that failed is passed over once, not once per load.
 */
export function fallBackToEarlierVersion(
  name: string,
  attempted: RemoteVersion | undefined,
  error: unknown,
): boolean {
  const known = versions.get(name);
  if (!known || !attempted) return false;
  if (known.active !== attempted) return true;
  const failed = known.active;
  const next = known.left.shift();
  reporter({
    remote: name,
    version: failed.version ?? failed.entry,
    stage: 'load',
    message: describe(error),
    fallback: next?.version ?? null,
  });
  if (!next) return false;
  console.error(
    `Remote ${name} ${failed.version ?? failed.entry} could not be loaded: falling back to ${next.version ?? next.entry}`,
    error,
  );
  known.active = next;
  registerRemotes([{ name, entry: known.entryFor(next.entry) }], { force: true });
  return true;
}
