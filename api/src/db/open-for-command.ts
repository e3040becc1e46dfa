// The command-line tools' way to open the shop's database: a folder held by a running shop is
// refused with its message alone (who holds it, what to do), exit code 1, no stack trace.

import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './client';
import { DatabaseHeldError } from './pglite-owner';

export async function openDatabaseForCommand(
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DatabaseHeldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
