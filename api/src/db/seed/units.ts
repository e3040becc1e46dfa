import { and, eq, isNull, ne } from 'drizzle-orm';
import { nextLabelCodes } from '../../modules/units';
import type { Database } from '../client';
import { branches, products, units } from '../schema';
import { seededRandom } from './lookup-data';

// The units of the seeded catalogue: each rentable product's stock as that many pieces, with
// serial numbers in the makers' own formats, label codes from the shop's sequence, and home
// branches taken in turn.

/** Makers' serial number formats: 9 a digit, A a capital letter, anything else as it is. */
const SERIAL_FORMATS: Readonly<Record<string, string>> = {
  ARRI: 'K1.0099999',
  Sony: '9999999',
  Canon: '999999999999',
  Nikon: '9999999',
  Panasonic: 'AA9AA999999',
  Fujifilm: '99A99999',
  'Blackmagic Design': '9999999',
  RED: '999-AAA-999',
  DJI: '99AAA9A999A999',
  Zeiss: '99999999',
  Sigma: '99999999',
  Cooke: 'AA-99999',
  Aputure: 'AP9999A99999',
  Sennheiser: '9999999999',
};
const DEFAULT_FORMAT = 'AA99999999';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWX';

/** A serial number of `brand`'s format, from the seeded random numbers. */
export function serialFor(brand: string, random: () => number): string {
  const format = SERIAL_FORMATS[brand] ?? DEFAULT_FORMAT;
  return [...format]
    .map((char) => {
      if (char === '9') return String(Math.floor(random() * 10));
      if (char === 'A') return LETTERS[Math.floor(random() * LETTERS.length)] ?? 'A';
      return char;
    })
    .join('');
}

/** Rows per INSERT statement. */
const CHUNK = 1000;

/**
 * Gives every rentable product of the catalogue that has no units yet its stock count of units.
 * Returns how many were written.
 */
export async function seedUnits(db: Database): Promise<number> {
  const homes = await db.select({ id: branches.id }).from(branches).orderBy(branches.position);
  if (homes.length === 0) return 0;
  const pending = await db
    .select({ id: products.id, brand: products.brand, stock: products.stockCount })
    .from(products)
    .leftJoin(units, eq(units.productId, products.id))
    .where(and(eq(products.isForRent, true), ne(products.kind, 'bundle'), isNull(units.id)))
    .orderBy(products.id);
  const random = seededRandom(41);
  const rows: Array<typeof units.$inferInsert> = [];
  for (const product of pending) {
    for (let piece = 0; piece < product.stock; piece++) {
      rows.push({
        productId: product.id,
        serialNumber: serialFor(product.brand, random),
        labelCode: '',
        homeBranchId: homes[rows.length % homes.length]?.id ?? 0,
      });
    }
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const codes = await nextLabelCodes(db, chunk.length);
    const values = chunk.map((row, index) => ({ ...row, labelCode: codes[index] ?? '' }));
    await db.insert(units).values(values);
  }
  return rows.length;
}
