import type { DocumentType } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { nextDocumentSequence } from './repository';

// Document numbers: each type its own yearly series, prefix + two-digit year + 6-digit sequence
// (FV26000001 invoices, OD credit notes, DP tax documents of received payments). A proforma takes
// its number from the order's ('ZF' + year + the order's sequence, order/numbering.ts), and the
// order's later proformas add '-2', '-3' to it, so the order series is the proformas' series too.

/** The largest sequence a series holds per year. */
export const DOCUMENT_SEQUENCE_MAX = 999_999;

/** The prefix of each document type's series. */
export const DOCUMENT_SERIES: Record<DocumentType, string> = {
  estimate: 'ZF',
  'tax-document': 'DP',
  invoice: 'FV',
  'repair-invoice': 'OD',
};

/** ('FV', 26, 1) → 'FV26000001'. */
export function formatDocumentNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 99) {
    throw new RangeError(`document year out of range: ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > DOCUMENT_SEQUENCE_MAX) {
    throw new RangeError(`document sequence out of range: ${sequence}`);
  }
  return `${prefix}${String(year).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a series in a two-digit year, handed out once (nextDocumentSequence: the
 * counter's row stays locked until the transaction ends).
 */
export async function nextDocumentNumber(
  tx: Database,
  type: DocumentType,
  year: number,
): Promise<string> {
  const prefix = DOCUMENT_SERIES[type];
  const last = await nextDocumentSequence(tx, prefix, year);
  if (last === undefined) throw new Error('document number counter returned no row');
  return formatDocumentNumber(prefix, year, last);
}
