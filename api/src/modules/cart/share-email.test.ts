import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CartShareRequest } from '@shop/shared/contract';
import { linkable } from '../../test/share-test-kit';
import { SHOP_COMPANY_LINE } from '../email';
import { recipientKey } from './share-cart';
import { neutraliseLinks, SHARE_NOTE_MAX, senderLine, senderNote, shareEmail } from './share-email';

describe('neutraliseLinks', () => {
  const cases: Array<[string, string]> = [
    ['http://evil.example/login', 'http :// evil . example/login'],
    ['HTTPS://Evil.Example', 'HTTPS :// Evil . Example'],
    ['http://localhost:8080/x', 'http :// localhost:8080/x'],
    ['http:\\\\evil.example', 'http :\\\\ evil . example'],
    ['www.evil.example', 'www . evil . example'],
    ['Jděte na evil.example/login prosím', 'Jděte na evil . example/login prosím'],
    ['(bank.cz)', '(bank . cz)'],
    ['napište na petr@example.cz', 'napište na petr@example . cz'],
    ['evil.рф', 'evil . рф'],
    ['evil\u3002example', 'evil . example'],
    ['10.0.0.1/login', '10 . 0 . 0 . 1/login'],
    // Not URL-like: full stops, dates, decimals stay as they are.
    ['Tohle bychom potřebovali.', 'Tohle bychom potřebovali.'],
    ['3. 6. 2030 a 1.5 dne', '3. 6. 2030 a 1.5 dne'],
    ['Petr Novák', 'Petr Novák'],
    ['', ''],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      const output = neutraliseLinks(input);
      assert.equal(output, expected);
      assert.equal(linkable(output), undefined, output);
    });
  }
});

describe('the sender text the e-mail quotes', () => {
  const cases: Array<[string, string]> = [
    // Full-width look-alikes and invisible characters cannot hide a link.
    ['ｗｗｗ．evil．example', 'www . evil . example'],
    ['evil\u200b.example', 'evil . example'],
    ['evil.\u200dexample', 'evil . example'],
    ['\u202eknab ruoY', 'knab ruoY'],
    // A name is one line: a newline cannot fake a line of the shop's text.
    ['Petr\n\nPůjčovna techniky: zaplaťte', 'Petr Půjčovna techniky: zaplaťte'],
  ];
  for (const [input, expected] of cases) {
    it(`line ${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.equal(senderLine(input), expected);
    });
  }

  it(`keeps at most ${SHARE_NOTE_MAX} characters of the note`, () => {
    assert.deepEqual(senderNote('a'.repeat(SHARE_NOTE_MAX)), ['a'.repeat(SHARE_NOTE_MAX)]);
    assert.deepEqual(senderNote(`${'ž'.repeat(SHARE_NOTE_MAX)}xyz`), [
      `${'ž'.repeat(SHARE_NOTE_MAX)}…`,
    ]);
    assert.deepEqual(senderNote('  '), []);
    assert.deepEqual(senderNote('a\r\n\r\n\r\n\r\nb'), ['a', '', 'b']);
  });
});

describe('recipientKey', () => {
  const cases: Array<[string, string]> = [
    ['terc@example.cz', 'terc@example.cz'],
    [' Terc@Example.CZ ', 'terc@example.cz'],
    ['terc+1@example.cz', 'terc@example.cz'],
    ['Terc+a+b@example.cz', 'terc@example.cz'],
    ['+x@example.cz', '+x@example.cz'],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${expected}`, () => assert.equal(recipientKey(input), expected));
  }
});

describe('shareEmail', () => {
  const origin = 'https://shop.example';
  const link = `${origin}/kosik/sdilet/0123456789abcdef0123456789abcdef`;
  const hostile: CartShareRequest = {
    cartCode: '0123456789abcdef0123456789abcdef',
    senderName: 'Your bank http://evil.example/login',
    senderEmail: 'security@evil.example',
    recipientEmail: 'obet@example.cz',
    projectName: 'www.evil.example',
    note: 'Ověřte účet: <a href="http://evil.example">zde</a> nebo evil.example/login',
  };

  for (const lang of ['cs', 'en'] as const) {
    it(`has a fixed subject and one link, the shop's (${lang})`, () => {
      const email = shareEmail({ ...hostile, lang }, link, origin);
      const home = lang === 'cs' ? `${origin}/` : `${origin}/en`;
      assert.equal(
        email.subject,
        lang === 'cs'
          ? 'Sdílený košík z Půjčovny techniky'
          : 'A cart shared from the equipment rental',
      );
      assert.equal(Object.hasOwn(email, 'from'), false);
      assert.equal(email.replyTo, hostile.senderEmail);
      const html = email.html ?? '';
      // The only links are the shop's (the cart, its home page in the footer); the sender's markup
      // is escaped text (plain in the text part).
      assert.deepEqual(
        [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((anchor) => anchor[1]),
        [link, home],
      );
      for (const body of [email.text, html]) {
        // Less the shop's own template (its links, its company's name with its dots).
        const rest = body
          .replaceAll(link, '')
          .replaceAll(home, '')
          .replaceAll(SHOP_COMPANY_LINE, '');
        assert.equal(linkable(rest), undefined, rest);
      }
      assert.ok(
        email.text.includes(lang === 'cs' ? 'Zpráva od odesílatele:' : 'Message from the sender:'),
      );
      assert.ok(email.text.includes('> Ověřte účet: <a href="http :// evil . example">zde</a>'));
      assert.ok(html.includes('&lt;a href=&quot;http :// evil . example&quot;&gt;zde&lt;/a&gt;'));
    });
  }
});
