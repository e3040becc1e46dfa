/**
 * @jest-environment node
 *
 * The contract version must move with the contract. The contract's sources (the event-bus map, the
 * API types, the route table's types, the bundler runtime the shell publishes) are fingerprinted with their comments and layout left out;
 * `contract-fingerprint.json` records the fingerprint of the current CONTRACT_VERSION. A change to
 * the contract fails here until the version is raised (contract-version.ts says how) and the new
 * fingerprint recorded beside it, so no remote can be built against a changed contract under an
 * old version number.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import recorded from './contract-fingerprint.json';
import { CONTRACT_VERSION } from './contract-version';

const shared = path.resolve(__dirname, '..');

function contractSources(): string[] {
  const contract = readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => file !== 'contract-version.ts')
    .map((file) => path.join(__dirname, file));
  return [
    ...contract,
    path.join(shared, 'event-bus/event-bus.ts'),
    path.join(shared, 'routes/route-types.ts'),
    path.join(shared, 'routes/page-paths.ts'),
    // The federation bundler runtime the shell publishes for the remotes' entries.
    path.join(shared, '../../scripts/build/bundler-runtime-global.ts'),
  ].sort();
}

/** A source's code without its comments and layout. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of contractSources()) {
    hash.update(path.relative(shared, file));
    hash.update(code(readFileSync(file, 'utf8')));
  }
  return hash.digest('hex');
}

describe('the contract version', () => {
  it('is the one recorded with the fingerprint of the contract as it is', () => {
    const now = fingerprint();
    const advice =
      `The contract changed (fingerprint ${now}). Raise CONTRACT_VERSION in contract-version.ts ` +
      '(MINOR when remotes built before still work with it, MAJOR otherwise) and record the ' +
      'version and this fingerprint in contract-fingerprint.json.';
    expect({ version: CONTRACT_VERSION, fingerprint: now }).toEqual(
      recorded.fingerprint === now ? recorded : { ...recorded, advice },
    );
  });

  it('leaves whole-line and block comments and layout out of the fingerprint, and nothing else', () => {
    expect(code('/** a */\nconst a = 1; // b\n// c\n  type  T = { x: 1 };')).toBe(
      'const a = 1; // b type T = { x: 1 };',
    );
  });
});
