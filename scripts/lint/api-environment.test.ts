/**
 * @jest-environment node
 *
 * The API reads its environment in one place: `api/src/config.ts` validates and types every
 * variable once, and the rest of the API takes the `Config` it returns (or what the app was built
 * with). A `process.env` read anywhere else would skip the validation and the README's table.
 * Tests and their helpers (`api/src/test/`) may set up their own environment.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const apiSrc = path.resolve(__dirname, '../../api/src');

/** The API's production source files, relative to api/src. */
function productionFiles(): string[] {
  return readdirSync(apiSrc, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`));
}

/** Whether a source reads the environment: `process.env`, `process['env']`, `{ env } = process`. */
function readsEnvironment(source: string): boolean {
  return (
    /\bprocess\s*(?:\.\s*env\b|\[\s*['"]env['"]\s*\])/.test(source) ||
    /\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/.test(source)
  );
}

describe('the API reads its environment only in its config', () => {
  it.each([
    ['const url = process.env.SHOP_URL;', true],
    ["const from = process['env'].MAIL_FROM;", true],
    ['const { env } = process;', true],
    ['const { argv, env: vars } = process;', true],
    ['shopToAsk(config)', false],
    ['const environment = config.production;', false],
  ])('%s → %s', (source, expected) => {
    expect(readsEnvironment(source)).toBe(expected);
  });

  it('lists no production file but config.ts', () => {
    const readers = productionFiles().filter((file) =>
      readsEnvironment(readFileSync(path.join(apiSrc, file), 'utf8')),
    );
    expect(readers).toEqual(['config.ts']);
  });
});
