import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addressPoints, registryCompanies } from '../../db/schema';
import { likeContains } from '../../lib/search-text';

// The seeded data sets the local look-ups answer from: address points and registry companies.

/** Address points whose search text holds every word (in search normal form), by city and street. */
export async function findAddressPoints(db: Database, words: readonly string[], limit: number) {
  return db
    .select()
    .from(addressPoints)
    .where(and(...words.map((w) => sql`${addressPoints.searchText} like ${likeContains(w)}`)))
    .orderBy(asc(addressPoints.city), asc(addressPoints.street), asc(addressPoints.id))
    .limit(limit);
}

/** The registry company with this ID. */
export async function findRegistryCompany(db: Database, taxRegNo: string) {
  const [row] = await db
    .select()
    .from(registryCompanies)
    .where(eq(registryCompanies.taxRegNo, taxRegNo));
  return row;
}
