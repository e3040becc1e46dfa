import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeRedirectPath, parseSlugPath } from './paths';

describe('parseSlugPath', () => {
  const cases: Array<[string, 'cs' | 'en' | undefined, ReturnType<typeof parseSlugPath>]> = [
    ['/kamery', undefined, { section: 'root', slug: 'kamery', locale: 'cs' }],
    ['/kamery', 'en', { section: 'root', slug: 'kamery', locale: 'en' }],
    ['/en/cameras', undefined, { section: 'root', slug: 'cameras', locale: 'en' }],
    ['/en/cameras', 'cs', { section: 'root', slug: 'cameras', locale: 'en' }],
    ['kamery/', undefined, { section: 'root', slug: 'kamery', locale: 'cs' }],
    ['/Kamery?x=1#top', undefined, { section: 'root', slug: 'kamery', locale: 'cs' }],
    ['/blog/haze', undefined, { section: 'blog', slug: 'haze', locale: 'cs' }],
    ['/en/blog/haze', undefined, { section: 'blog', slug: 'haze', locale: 'en' }],
    [
      '/vse-o-pronajmu/nocni-trezor',
      undefined,
      { section: 'about-rental', slug: 'nocni-trezor', locale: 'cs' },
    ],
    [
      '/en/all-about-rental/night-safe',
      undefined,
      { section: 'about-rental', slug: 'night-safe', locale: 'en' },
    ],
    ['/', undefined, null],
    ['/en', undefined, null],
    ['/a/b/c', undefined, null],
    ['/checkout/kosik', undefined, null],
    ['/k%C3%A1mery', undefined, null],
    ['/%E0%A4%A', undefined, null],
    ['/a_b', undefined, null],
  ];
  for (const [path, lang, expected] of cases) {
    it(`${path} (${lang ?? '-'})`, () => assert.deepEqual(parseSlugPath(path, lang), expected));
  }
});

describe('normalizeRedirectPath', () => {
  const cases: Array<[string, string | null]> = [
    ['/Produkt/Sony-FX6/', '/produkt/sony-fx6'],
    ['/akce?utm_source=x', '/akce'],
    ['//akce//', '/akce'],
    ['akce', '/akce'],
    ['/', '/'],
    ['https://www.example.cz/akce?x', '/akce'],
    ['/%C5%A1kola', '/škola'],
    ['/%E0%A4%A', null],
    ['/%00', null],
    ['/a%1Bb', null],
  ];
  for (const [input, expected] of cases) {
    it(`${input} -> ${expected}`, () => assert.equal(normalizeRedirectPath(input), expected));
  }
});
