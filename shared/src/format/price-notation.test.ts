/**
 * One currency notation in every language, the one formatPrice writes (spec: Czech number format,
 * upper-case currency code): texts that name an amount write "290 CZK", never "290 Kč" or
 * "CZK 290".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatPrice } from './format';

const root = path.resolve(__dirname, '../../..');

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full, ending);
    return name.endsWith(ending) ? [full] : [];
  });
}

const texts = [
  ...['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-documents'].flatMap((app) =>
    filesUnder(path.join(root, app, 'src/i18n'), '.json'),
  ),
  ...filesUnder(path.join(root, 'shared/src/i18n'), '.json'),
  // The shop's own pages and FAQ, seeded as they are shown.
  path.join(root, 'api/src/db/seed/content-data.ts'),
];

const otherNotations: Array<[string, RegExp]> = [
  ['Kč', /Kč/],
  ['a code before the amount', /\b(CZK|EUR|USD)\s?\d/],
  ['an English thousands comma before a code', /\d,\d{3}\s?(CZK|EUR|USD)\b/],
];

describe('price notation', () => {
  it.each([
    [290, 'czk', '290\u00a0CZK'],
    [100_000, 'czk', '100\u00a0000\u00a0CZK'],
    [12, 'eur', '12\u00a0EUR'],
  ])('formatPrice(%d, %s) is the notation of every language: %s', (amount, currency, text) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });

  it.each(texts.map((file) => [path.relative(root, file), file]))(
    '%s writes amounts the same way',
    (_, file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      const found = lines.flatMap((line, index) =>
        otherNotations
          .filter(([, pattern]) => pattern.test(line))
          .map(([name]) => `${index + 1}: ${name}: ${line.trim().slice(0, 120)}`),
      );
      expect(found).toEqual([]);
    },
  );
});
