/**
 * Every kind of e-mail the shop sends, as its module builds it (the development pages' previews):
 * in its reader's language, HTML and plain text alike, the shop's name, company and address, and
 * every link on the public origin opening a page of the shop — the action the page it is for.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locale, RouteDefinition } from '@shop/shared/routes';
import { remoteManifest as account } from '../../mf-account/src/routes';
import { remoteManifest as catalog } from '../../mf-catalog/src/routes';
import { remoteManifest as checkout } from '../../mf-checkout/src/routes';
import { remoteManifest as documents } from '../../mf-documents/src/routes';
import { emailPreviews } from './email-previews';

const ORIGIN = 'https://www.pujcovna.example';
const previews = emailPreviews(ORIGIN);
const routes: RouteDefinition[] = [catalog, checkout, account, documents].flatMap((m) => m.routes);

/** The route names (and aliases) whose path in `locale` matches `path`. */
function pagesOf(path: string, locale: Locale): string[] {
  return routes
    .filter((route) => {
      const pattern = route.path[locale]
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      return new RegExp(`^${pattern}/?$`).test(path);
    })
    .flatMap((route) => [route.name, ...(route.aliases ?? [])]);
}

/** The language a preview is for, by its name (not by what the e-mail says of itself). */
const localeOf = (name: string): Locale => (name.endsWith('(en)') ? 'en' : 'cs');

describe('every e-mail of the shop', () => {
  it('is previewed, each kind in both languages (the staff request in Czech)', () => {
    assert.ok(previews.length >= 25, `${previews.length} previews`);
    for (const locale of ['cs', 'en']) {
      assert.ok(
        previews.filter((preview) => preview.name.endsWith(`(${locale})`)).length >= 12,
        locale,
      );
    }
  });

  for (const { name, page, email } of previews) {
    describe(name, () => {
      const html = email.html ?? '';
      const locale = localeOf(name);

      it('declares its language', () => assert.ok(html.includes(`<html lang="${locale}">`)));

      it('has HTML and plain text in its language, with the shop’s name, company and address', () => {
        assert.ok(html.startsWith('<!doctype html>'));
        assert.ok(email.text.trim().length > 0);
        const [hello, shop] =
          locale === 'cs'
            ? ['Dobrý den,', 'Půjčovna filmové techniky']
            : ['Hello,', 'Film Equipment Rental'];
        for (const body of [email.text, html]) {
          assert.ok(body.includes(hello), `${hello} in ${body.slice(0, 80)}`);
          assert.ok(body.includes(shop));
          assert.ok(body.includes('FilmRent s.r.o., Komunardů 894/32, 170 00 Praha 7'));
        }
      });

      it('links only to pages of the shop on its public origin, the same in both bodies', () => {
        const hrefs = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1] ?? '');
        const textUrls = email.text.match(/https?:\/\/\S+/g) ?? [];
        assert.deepEqual(
          new Set(textUrls),
          new Set(hrefs.map((href) => href.replace(/&amp;/g, '&'))),
        );
        for (const href of hrefs) {
          const url = new URL(href.replace(/&amp;/g, '&'));
          assert.equal(url.origin, ORIGIN, href);
          assert.notDeepEqual(pagesOf(url.pathname, locale), [], `${href} opens a page`);
        }
      });

      it(
        page ? `has one action, opening ${page}` : 'has no action (a message to the staff)',
        () => {
          const buttons = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*display:inline-block/g)];
          if (!page) {
            assert.equal(buttons.length, 0);
            return;
          }
          assert.equal(buttons.length, 1, 'one button');
          const url = new URL((buttons[0]?.[1] ?? '').replace(/&amp;/g, '&'));
          assert.ok(pagesOf(url.pathname, locale).includes(page), `${url.pathname} is ${page}`);
          // The plain text names the same address on its own line.
          assert.match(
            email.text,
            new RegExp(`: ${url.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
          );
        },
      );
    });
  }
});
