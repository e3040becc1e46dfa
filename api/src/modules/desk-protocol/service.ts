import type { DeskProtocol, DeskProtocolLink, ProtocolKind } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { contentDigest } from '../../lib/content-digest';
import { notFound } from '../../lib/http-error';
import { isWellFormedCode, randomCode } from '../../lib/random-code';
import { SUPPLIER } from '../../lib/supplier';
import { queueOrderMessage } from '../billing';
import {
  countOrderProtocols,
  findOrderProtocols,
  findProtocolByCode,
  insertProtocol,
  type ProtocolRow,
  updateProtocolCode,
} from './repository';

/** A protocol as issued, without its public code and digest (kept beside it). */
export type ProtocolContent = Omit<DeskProtocol, 'code' | 'digest'>;

/** What the desk says of a protocol to issue; the number, supplier and time are added here. */
export type ProtocolDraft = Omit<ProtocolContent, 'number' | 'issuedAt' | 'supplier'>;

export const PROTOCOL_NOT_FOUND = 'Protocol not found.';

/** The outbox's kind of a protocol's e-mail to the customer. */
export const PROTOCOL_MESSAGE = 'desk-protocol';

/** The shop as a protocol names it. */
const supplier = {
  name: SUPPLIER.name,
  address: [SUPPLIER.street, `${SUPPLIER.zipCode} ${SUPPLIER.city}`],
};

/**
 * A protocol's number: the handover's PP + the order number (an order goes out once), a return's
 * VP + the order number and the how-manieth return it is. Call with the order locked.
 */
async function protocolNumber(
  tx: Database,
  kind: ProtocolKind,
  order: { id: number; orderNumber: string },
): Promise<string> {
  if (kind === 'handover') return `PP${order.orderNumber}`;
  return `VP${order.orderNumber}-${(await countOrderProtocols(tx, order.id, kind)) + 1}`;
}

/**
 * Issues a protocol in the transaction of the handover or return it records: its content frozen
 * with its digest, and its e-mail to the customer in the outbox. Call with the order locked.
 */
export async function issueProtocol(
  tx: Database,
  input: {
    kind: ProtocolKind;
    order: { id: number; orderNumber: string };
    staffId: number;
    draft: ProtocolDraft;
    now: Date;
  },
): Promise<{ id: number; link: DeskProtocolLink }> {
  const number = await protocolNumber(tx, input.kind, input.order);
  const content: ProtocolContent = {
    ...input.draft,
    kind: input.kind,
    number,
    issuedAt: input.now.toISOString(),
    supplier,
  };
  const row = await insertProtocol(tx, {
    orderId: input.order.id,
    kind: input.kind,
    number,
    code: randomCode(),
    staffId: input.staffId,
    content,
    digest: contentDigest(content),
    issuedAt: input.now,
  });
  await queueOrderMessage(tx, {
    kind: PROTOCOL_MESSAGE,
    orderId: input.order.id,
    payload: { protocolId: row.id },
  });
  return { id: row.id, link: linkOf(row) };
}

function linkOf(row: Pick<ProtocolRow, 'kind' | 'number' | 'code' | 'issuedAt'>): DeskProtocolLink {
  return {
    kind: row.kind,
    number: row.number,
    code: row.code,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** A protocol as its page shows it: the content as issued, its code and digest. */
export function protocolOf(row: ProtocolRow): DeskProtocol {
  return { ...(row.content as ProtocolContent), code: row.code, digest: row.digest };
}

/** GET /protocols/:code: the protocol this code opens; 404 for any other code. */
export async function protocolByCode(db: Database, code: string): Promise<DeskProtocol> {
  const row = isWellFormedCode(code) ? await findProtocolByCode(db, code) : undefined;
  if (!row) throw notFound(PROTOCOL_NOT_FOUND);
  return protocolOf(row);
}

/** The id of the protocol with this code (for what it lists, as its photos); 404 like its page. */
export async function protocolIdByCode(db: Database, code: string): Promise<number> {
  const row = isWellFormedCode(code) ? await findProtocolByCode(db, code) : undefined;
  if (!row) throw notFound(PROTOCOL_NOT_FOUND);
  return row.id;
}

/** An order's protocols, as the desk links them. */
export async function orderProtocols(db: Database, orderId: number): Promise<DeskProtocolLink[]> {
  return (await findOrderProtocols(db, orderId)).map(linkOf);
}

/** Demo data only: a seeded protocol gets the fixed code a demo (and the journeys) open it by. */
export async function setSeededProtocolCode(db: Database, number: string, code: string) {
  await updateProtocolCode(db, number, code);
}
