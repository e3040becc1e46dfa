import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { desc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app';
import { emails } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createLocalMailer, createMailer, createSmtpMailer } from './create-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** The raw message with its quoted-printable parts decoded (soft breaks joined, =XX bytes, UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const latin1 = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

let database: TestDatabase;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

before(async () => {
  database = await createTestDatabase({ seed: false });
  // A real SMTP receiver on loopback: optional auth (without TLS), every message collected.
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'secret') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
after(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.close();
});

const message = {
  to: 'zakaznik@example.cz',
  subject: 'Potvrzení objednávky 26000002',
  text: 'Dobrý den,\nděkujeme za objednávku č. 26000002.',
  html: '<p>Děkujeme za objednávku č. <strong>26000002</strong>.</p>',
  replyTo: 'obchod@example.cz',
};

describe('SMTP transport', () => {
  it('delivers subject, recipient and body to a real SMTP server and records the message', async () => {
    const mailer = createSmtpMailer(
      database.db,
      `smtp://shop:secret@127.0.0.1:${port}`,
      'Půjčovna techniky <obchod@example.cz>',
    );
    await mailer.send(message);
    assert.equal(received.length, 1);
    const [mail] = received;
    assert.ok(mail);
    assert.deepEqual(mail.to, ['zakaznik@example.cz']);
    assert.equal(mail.from, 'obchod@example.cz');
    assert.equal(mail.user, 'shop');
    const headers = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
    // Non-ASCII subjects travel MIME-encoded.
    assert.match(headers, /^Subject: =\?UTF-8\?/m);
    assert.match(headers, /^Reply-To: obchod@example\.cz/m);
    const text = decodeQuotedPrintable(mail.raw);
    assert.ok(text.includes('děkujeme za objednávku č. 26000002'), text);
    assert.ok(text.includes('<strong>26000002</strong>'));

    const [row] = await database.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    assert.ok(row);
    assert.equal(row.transport, 'smtp');
    assert.equal(row.subject, message.subject);
    assert.equal(row.toAddress, message.to);
    assert.equal(row.fromAddress, 'Půjčovna techniky <obchod@example.cz>');
    assert.match(row.messageId ?? '', /^<.+@.+>$/);
  });

  it('rejects when the server refuses, and records nothing', async () => {
    const count = (await database.db.select().from(emails)).length;
    const mailer = createSmtpMailer(database.db, `smtp://shop:wrong@127.0.0.1:${port}`);
    await assert.rejects(mailer.send(message));
    assert.equal((await database.db.select().from(emails)).length, count);
  });
});

describe('local transport', () => {
  it('stores the message with transport local', async () => {
    await createLocalMailer(database.db).send({
      to: 'a@example.cz',
      subject: 'Ahoj',
      text: 'Text',
    });
    const [row] = await database.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    assert.deepEqual(
      row && [
        row.toAddress,
        row.fromAddress,
        row.subject,
        row.text,
        row.html,
        row.transport,
        row.messageId,
      ],
      ['a@example.cz', 'Půjčovna techniky <obchod@localhost>', 'Ahoj', 'Text', null, 'local', null],
    );
  });

  it('createMailer picks SMTP only with an SMTP URL', async () => {
    const before = received.length;
    await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }, database.db).send(message);
    assert.equal(received.length, before + 1);
    await createMailer({ smtpUrl: undefined, mailFrom: 'X <x@example.cz>' }, database.db).send(
      message,
    );
    const [row] = await database.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    assert.deepEqual(row && [row.transport, row.fromAddress], ['local', 'X <x@example.cz>']);
  });
});

describe('dev e-mail pages', () => {
  it('lists stored messages as HTML and JSON when dev pages are on; absent otherwise', async () => {
    await createLocalMailer(database.db).send({
      to: 'b@example.cz',
      subject: 'Objednávka <script>alert(1)</script>',
      text: 'Tělo zprávy',
      html: '<p onclick="x()">HTML tělo</p>',
    });
    const app = buildApp({ db: database.db, config: { devPages: true } });
    const html = await app.inject('/api/dev/emails');
    assert.equal(html.statusCode, 200);
    assert.match(String(html.headers['content-type']), /text\/html/);
    assert.ok(html.body.includes('Objednávka &lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(!html.body.includes('<script>alert'));
    assert.match(html.body, /<iframe sandbox="" [^>]*srcdoc="&lt;p onclick=/);
    assert.ok(html.body.includes('b@example.cz'));
    assert.ok(html.body.includes('Tělo zprávy'));
    const json = await app.inject('/api/dev/emails.json?limit=2');
    assert.equal(json.statusCode, 200);
    const body = json.json() as {
      success: boolean;
      emails: Array<{ to: string; subject: string }>;
    };
    assert.equal(body.emails.length, 2);
    assert.equal(body.emails[0]?.to, 'b@example.cz');
    assert.equal((await app.inject('/api/dev/emails.json?limit=0')).statusCode, 400);
    await app.close();

    const production = buildApp({ db: database.db });
    assert.equal((await production.inject('/api/dev/emails')).statusCode, 404);
    assert.equal((await production.inject('/api/dev/emails.json')).statusCode, 404);
    await production.close();
  });
});
