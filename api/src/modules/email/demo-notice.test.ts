import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc } from 'drizzle-orm';
import { emails } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createMailer } from './create-mailer';
import { withDemoNotice } from './demo-notice';
import type { Mailer, OutgoingEmail } from './mailer';

const CS = 'Ukázkový obchod – platby jsou simulované';
const EN = 'Demo shop – payments are simulated';

/** A mailer that keeps what it is given. */
function recording(): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return { from: 'Shop <shop@example.cz>', sent, send: async (message) => void sent.push(message) };
}

const pdf = Buffer.from('%PDF-1.7 a tax document');
const message: OutgoingEmail = {
  to: 'zakaznik@example.cz',
  subject: 'Potvrzení objednávky 26000002',
  text: 'Dobrý den,\nděkujeme za objednávku č. 26000002.',
  html: '<!doctype html>\n<html lang="cs">\n<body style="font-family:Arial,sans-serif">\n<p>Děkujeme.</p>\n</body>\n</html>',
  replyTo: 'obchod@example.cz',
  attachments: [{ filename: 'DD26000001.pdf', contentType: 'application/pdf', content: pdf }],
};

describe('withDemoNotice', () => {
  it('puts both lines on top of the text body and leaves the rest of it as it was', async () => {
    const inner = recording();
    await withDemoNotice(inner).send(message);
    const [sent] = inner.sent;
    assert.ok(sent);
    assert.equal(sent.text, `${CS}\n${EN}\n\n${message.text}`);
    assert.deepEqual(sent.text.split('\n').slice(0, 2), [CS, EN]);
  });

  it('shows both lines as a block first in the HTML body', async () => {
    const inner = recording();
    await withDemoNotice(inner).send(message);
    const html = inner.sent[0]?.html ?? '';
    const body = html.indexOf('<body style="font-family:Arial,sans-serif">');
    const block = html.indexOf('<div role="note"');
    const content = html.indexOf('<p>Děkujeme.</p>');
    assert.ok(body >= 0 && body < block && block < content, html);
    assert.ok(html.slice(block, content).includes(`${CS}<br>${EN}`), html);
    // Nothing of the message's own HTML is lost or changed.
    assert.equal(html.replace(/\n<div role="note"[\s\S]*?<\/div>/, ''), message.html);
  });

  it('puts the block first in an HTML fragment, and adds no HTML to a text-only message', async () => {
    const inner = recording();
    const mailer = withDemoNotice(inner);
    await mailer.send({ ...message, html: '<p>Jen fragment</p>' });
    assert.match(inner.sent[0]?.html ?? '', /^<div role="note"[^>]*>[^<]*<br>[^<]*<\/div>\n<p>Jen/);
    const { html: _html, ...textOnly } = message;
    await mailer.send(textOnly);
    assert.equal('html' in (inner.sent[1] ?? {}), false);
    assert.ok(inner.sent[1]?.text.startsWith(`${CS}\n${EN}\n\n`));
  });

  it('leaves subject, recipient, reply-to and attachments untouched', async () => {
    const inner = recording();
    await withDemoNotice(inner).send(message);
    const sent = inner.sent[0];
    assert.equal(sent?.subject, message.subject);
    assert.equal(sent?.to, message.to);
    assert.equal(sent?.replyTo, message.replyTo);
    assert.deepEqual(sent?.attachments, message.attachments);
    assert.equal(sent?.attachments?.[0]?.content, pdf, 'the same bytes');
    // The caller's message is not changed either.
    assert.ok(!message.text.includes(EN) && !(message.html ?? '').includes(EN));
  });

  it('says it once, however often it is wrapped', async () => {
    const inner = recording();
    const twice = withDemoNotice(withDemoNotice(inner));
    await twice.send(message);
    await withDemoNotice(recording()).send(message);
    const sent = inner.sent[0];
    assert.equal(sent?.text.split(EN).length, 2, sent?.text);
    assert.equal(sent?.html?.split(EN).length, 2, sent?.html);
  });
});

describe('createMailer', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase({ seed: false });
  });
  after(async () => {
    await database?.close();
  });

  async function lastStored() {
    const [row] = await database.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    assert.ok(row);
    return row;
  }

  it('of a demo shop records and sends every message with the notice', async () => {
    await createMailer({ demo: true }, database.db).send(message);
    const row = await lastStored();
    assert.ok(row.text.startsWith(`${CS}\n${EN}\n\n`), row.text);
    assert.ok(row.html?.includes(`${CS}<br>${EN}`));
    assert.equal(row.subject, message.subject);
    assert.equal(row.attachments?.length, 1);
  });

  it('of a production shop sends the message as it is', async () => {
    await createMailer({ demo: false }, database.db).send(message);
    const row = await lastStored();
    assert.equal(row.text, message.text);
    assert.equal(row.html, message.html);
    await createMailer({}, database.db).send(message);
    assert.equal((await lastStored()).text, message.text);
  });
});
