// The tax documents a money event's e-mail attaches are the documents' PDFs as their routes give
// them: a demo shop's begin with the demo notice in the reader's language, a production shop's
// say nothing of it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { placeTestOrder } from '../../test/test-cart';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import type { Mailer, OutgoingEmail } from '../email';
import { pdfText } from '../pdf';
import { recordTransfer } from './card-payment';
import { sendPendingMessages } from './notifications';

const ORIGIN = 'https://shop.example.cz';
const DEMO = {
  cs: 'Ukázkový obchod – platby jsou simulované',
  en: 'Demo shop – payments are simulated',
};

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database?.close();
});

/** A placed order paid in part by a bank transfer: its messages wait in the outbox. */
async function paidInPart(email: string, productId: number) {
  const placed = await placeTestOrder(database.db, { lines: [{ productId, quantity: 1 }], email });
  await database.db.transaction((tx) => recordTransfer(tx, placed.orderId, 500));
}

/** Sends what the outbox holds to a recording mailer; answers the messages to `to`. */
async function sent(to: string, options: Parameters<typeof sendPendingMessages>[3]) {
  const messages: OutgoingEmail[] = [];
  const mailer: Mailer = {
    from: 'Shop <shop@example.cz>',
    send: async (message) => void messages.push(message),
  };
  await sendPendingMessages(database.db, mailer, ORIGIN, options);
  return messages.filter((message) => message.to === to);
}

/** The text of the message's one PDF attachment. */
async function attachedText(messages: OutgoingEmail[]): Promise<string> {
  const files = messages.flatMap((message) => message.attachments ?? []);
  assert.equal(files.length, 1, 'the tax document of the payment');
  const text = (await pdfText(files[0]?.content ?? Buffer.alloc(0))).pages[0] ?? '';
  return text.replace(/\s+/g, ' ');
}

describe('the PDFs an e-mail attaches', () => {
  it('of a demo shop begin with the demo notice', async () => {
    await paidInPart('demo-priloha@example.cz', 17);
    const first = await attachedText(await sent('demo-priloha@example.cz', { demo: true }));
    assert.ok(first.startsWith(DEMO.cs), first.slice(0, 120));
    assert.ok(!first.includes(DEMO.en), 'in the reader’s language only');
  });

  it('of a production shop say nothing of a demo', async () => {
    await paidInPart('ostra-priloha@example.cz', 4);
    const first = await attachedText(await sent('ostra-priloha@example.cz', {}));
    assert.ok(first.length > 0);
    assert.ok(!first.includes(DEMO.cs) && !first.includes(DEMO.en), first.slice(0, 120));
  });
});
