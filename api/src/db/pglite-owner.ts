// One owner of an embedded database: PGlite is PostgreSQL inside one process, and a second process
// opening the same folder (the staff tool, a migration, another server) would work on a copy of its
// own and lose writes. The first opener writes an owner file beside the folder (created
// exclusively: two openers cannot both succeed); any other is refused with who holds it and what
// to do. The file is removed on close; one left by a process that died is taken over.

import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface PgliteOwner {
  pid: number;
  host: string;
  command: string;
  since: string;
  /**
   * Where a running shop server takes the staff commands, and its token (the file is readable by
   * its owner only, like the database folder itself): the staff tool on this machine asks the
   * server instead of opening the database.
   */
  staff?: StaffEndpoint;
}

export interface StaffEndpoint {
  /** The server's own address, e.g. http://127.0.0.1:8080. */
  url: string;
  token: string;
}

/** Another process holds the folder. */
export class DatabaseHeldError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: PgliteOwner,
  ) {
    super(
      `The shop's database ${folder} is open in process ${owner.pid} (${owner.command}, since ${owner.since}). ` +
        'An embedded database has one owner: stop that process first (Ctrl+C in its terminal), ' +
        'or run the shop on a PostgreSQL server (DATABASE_URL), which any number of processes share.',
    );
    this.name = 'DatabaseHeldError';
  }
}

/** The owner file of a PGlite folder. */
export function ownerFileOf(folder: string): string {
  const resolved = path.resolve(folder);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.owner.json`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): PgliteOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PgliteOwner;
  } catch {
    return null;
  }
}

/**
 * Takes the folder for this process; answers the release. Refuses (DatabaseHeldError) while a
 * living process on this machine holds it.
 */
export function takePgliteFolder(folder: string): () => void {
  const file = ownerFileOf(folder);
  const me: PgliteOwner = {
    pid: process.pid,
    host: hostname(),
    command:
      process.argv
        .slice(1)
        .map((arg) => path.basename(arg))
        .join(' ') || 'node',
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.host === me.host && owner.pid !== me.pid && alive(owner.pid)) {
        throw new DatabaseHeldError(folder, owner);
      }
      // Left by a process that is gone (or unreadable): taken over.
      unlinkSync(file);
    }
  }
  throw new Error(`could not take the database folder ${folder}`);
}

/**
 * Tells the staff tool on this machine where this process (the folder's owner) takes the staff
 * commands. Nothing happens unless this process holds the folder.
 */
export function publishStaffEndpoint(folder: string, staff: StaffEndpoint): void {
  const file = ownerFileOf(folder);
  const owner = readOwner(file);
  if (owner?.pid !== process.pid) return;
  writeFileSync(file, JSON.stringify({ ...owner, staff }), { mode: 0o600 });
}

/** The staff endpoint of the living server that holds the folder, if one does. */
export function staffEndpointOf(folder: string): StaffEndpoint | null {
  const owner = readOwner(ownerFileOf(folder));
  if (!owner?.staff || owner.host !== hostname() || !alive(owner.pid)) return null;
  return owner.staff;
}
