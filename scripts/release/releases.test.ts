/**
 * @jest-environment node
 *
 * Publishing, rolling back and pruning versions in a deployment folder, with builds made up of a
 * `build.json` and a few files, as the apps' builds lay them out.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRelease, prune, publish, ReleaseError, readRecord, rollback } from './releases';

let scratch: string;
let deployDir: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'shop-releases-'));
  deployDir = path.join(scratch, 'deploy');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

let builds = 0;
/** A build of `name` in a folder of its own: its build.json and an entry naming the build. */
function build(name: string, contract: string, id?: string): string {
  builds += 1;
  const buildId = id ?? `build-${builds}`;
  const dir = path.join(scratch, `${name}-${buildId}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ name, buildId, contract }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${buildId}`);
  writeFileSync(path.join(dir, `chunk.${buildId.replace(/\W/g, '')}00000000.js`), buildId);
  return dir;
}

const latest = () =>
  JSON.parse(readFileSync(path.join(deployDir, 'builds/latest.json'), 'utf8')) as Record<
    string,
    string
  >;
const entryOf = (app: string, version: string) =>
  readFileSync(
    path.join(deployDir, app === 'shell' ? 'shell' : `remotes/${app}`, version, 'remoteEntry.js'),
    'utf8',
  );

describe('publishing a version', () => {
  it('adds a folder per version, puts the newest in use and keeps the earlier listed', () => {
    publish(deployDir, 'shell', build('shell', '1.0', 'shell-a'));
    publish(deployDir, 'catalog', build('catalog', '^1.0', 'cat-a'), { version: 'v1' });
    publish(deployDir, 'catalog', build('catalog', '^1.0', 'cat-b'), { version: 'v2' });

    const catalog = readRecord(deployDir).apps.catalog;
    expect(catalog?.current).toBe('v2');
    expect(catalog?.versions.map((entry) => [entry.version, entry.buildId])).toEqual([
      ['v1', 'cat-a'],
      ['v2', 'cat-b'],
    ]);
    // The earlier version's files are still there, as published.
    expect(entryOf('catalog', 'v1')).toBe('// cat-a');
    expect(entryOf('catalog', 'v2')).toBe('// cat-b');
    expect(latest()).toEqual({ shell: 'shell-a', catalog: 'cat-b' });
  });

  it('names a version by its build id unless told otherwise', () => {
    publish(deployDir, 'catalog', build('catalog', '^1.0', 'mwy6wmsd-29b91880'));
    expect(readRecord(deployDir).apps.catalog?.current).toBe('mwy6wmsd-29b91880');
    expect(entryOf('catalog', 'mwy6wmsd-29b91880')).toBe('// mwy6wmsd-29b91880');
  });

  it('never replaces a published version with another build', () => {
    publish(deployDir, 'catalog', build('catalog', '^1.0', 'cat-a'), { version: 'v1' });
    expect(() =>
      publish(deployDir, 'catalog', build('catalog', '^1.0', 'cat-b'), { version: 'v1' }),
    ).toThrow(/already published/);
    expect(entryOf('catalog', 'v1')).toBe('// cat-a');
    expect(readRecord(deployDir).apps.catalog?.versions).toHaveLength(1);
  });

  it('puts the same build back in use when it is published again', () => {
    const first = build('catalog', '^1.0', 'cat-a');
    publish(deployDir, 'catalog', first, { version: 'v1' });
    publish(deployDir, 'catalog', build('catalog', '^1.0', 'cat-b'), { version: 'v2' });
    publish(deployDir, 'catalog', first, { version: 'v1' });
    const catalog = readRecord(deployDir).apps.catalog;
    expect(catalog?.current).toBe('v1');
    expect(catalog?.versions.map((entry) => entry.version)).toEqual(['v1', 'v2']);
  });

  it.each([
    ['../escape', /not a version name/],
    ['', /not a version name/],
    ['v 1', /not a version name/],
  ])('refuses the version name %j', (version, message) => {
    expect(() => publish(deployDir, 'catalog', build('catalog', '^1.0'), { version })).toThrow(
      message,
    );
    expect(existsSync(path.join(deployDir, 'registry.json'))).toBe(false);
  });

  it('refuses a folder that is not a build of the app', () => {
    expect(() => publish(deployDir, 'checkout', build('catalog', '^1.0'))).toThrow(
      /a build of catalog, not checkout/,
    );
    expect(() => publish(deployDir, 'catalog', path.join(scratch, 'nowhere'))).toThrow(
      /no build.json/,
    );
  });
});

describe('the contract check', () => {
  beforeEach(() => {
    publish(deployDir, 'shell', build('shell', '1.2', 'shell-a'));
  });

  it('publishes a remote built against a contract the shell in use serves', () => {
    publish(deployDir, 'catalog', build('catalog', '^1.1'), { version: 'v1' });
    expect(readRecord(deployDir).apps.catalog?.current).toBe('v1');
  });

  it.each([['^2.0'], ['^1.3'], [undefined]])(
    'refuses a remote built against %j, leaving nothing behind',
    (range) => {
      publish(deployDir, 'catalog', build('catalog', '^1.0'), { version: 'v1' });
      expect(() =>
        publish(deployDir, 'catalog', build('catalog', range as string), { version: 'v2' }),
      ).toThrow(ReleaseError);
      expect(readRecord(deployDir).apps.catalog?.current).toBe('v1');
      expect(existsSync(path.join(deployDir, 'remotes/catalog/v2'))).toBe(false);
    },
  );

  it('checks a build without publishing it', () => {
    expect(checkRelease(deployDir, 'catalog', build('catalog', '^1.2'))).toBeNull();
    expect(checkRelease(deployDir, 'catalog', build('catalog', '^2.0'))).toMatch(
      /built against contract \^2\.0, which the shell in use \(shell-a, contract 1\.2\)/,
    );
    expect(readRecord(deployDir).apps.catalog).toBeUndefined();
  });

  it('refuses a shell that does not serve a remote in use, unless forced', () => {
    publish(deployDir, 'catalog', build('catalog', '^1.0'), { version: 'v1' });
    const next = build('shell', '2.0', 'shell-b');
    expect(() => publish(deployDir, 'shell', next)).toThrow(/catalog v1 \(\^1\.0\)/);
    expect(readRecord(deployDir).apps.shell?.current).toBe('shell-a');
    publish(deployDir, 'shell', next, { force: true });
    expect(readRecord(deployDir).apps.shell?.current).toBe('shell-b');
  });
});

describe('rolling back', () => {
  beforeEach(() => {
    for (const version of ['v1', 'v2', 'v3']) {
      publish(deployDir, 'catalog', build('catalog', '^1.0', `cat-${version}`), { version });
    }
  });

  it('returns to the version before the one in use, and names its build in latest.json', () => {
    expect(rollback(deployDir, 'catalog').version).toBe('v2');
    expect(readRecord(deployDir).apps.catalog?.current).toBe('v2');
    expect(latest().catalog).toBe('cat-v2');
    expect(rollback(deployDir, 'catalog').version).toBe('v1');
    expect(() => rollback(deployDir, 'catalog')).toThrow(/no version before v1/);
  });

  it('withdraws the version rolled back from: it is no longer one to fall back on', () => {
    rollback(deployDir, 'catalog');
    publish(deployDir, 'catalog', build('catalog', '^1.0', 'cat-v4'), { version: 'v4' });
    const catalog = readRecord(deployDir).apps.catalog;
    expect(catalog?.versions.find((entry) => entry.version === 'v3')?.withdrawnAt).toEqual(
      expect.any(String),
    );
    // Falling back from v4 (or rolling back without a version) passes over v3.
    expect(rollback(deployDir, 'catalog').version).toBe('v2');
    // Put in use again by name, it is good again.
    rollback(deployDir, 'catalog', 'v3');
    expect(
      readRecord(deployDir).apps.catalog?.versions.find((entry) => entry.version === 'v3')
        ?.withdrawnAt,
    ).toBeUndefined();
  });

  it('goes to a version it is told, forward too, and keeps every version listed', () => {
    rollback(deployDir, 'catalog', 'v1');
    rollback(deployDir, 'catalog', 'v3');
    const catalog = readRecord(deployDir).apps.catalog;
    expect(catalog?.current).toBe('v3');
    expect(catalog?.versions.map((entry) => entry.version)).toEqual(['v1', 'v2', 'v3']);
  });

  it('refuses a version that is not published, and an app never published', () => {
    expect(() => rollback(deployDir, 'catalog', 'v9')).toThrow(/v9 is not published/);
    expect(() => rollback(deployDir, 'checkout')).toThrow(/never been published/);
    expect(readRecord(deployDir).apps.catalog?.current).toBe('v3');
  });
});

describe('pruning', () => {
  it('keeps the newest versions and the one in use, and removes the others’ files', () => {
    for (const version of ['v1', 'v2', 'v3', 'v4']) {
      publish(deployDir, 'catalog', build('catalog', '^1.0', `cat-${version}`), { version });
    }
    rollback(deployDir, 'catalog', 'v1');
    expect(prune(deployDir, 'catalog', 2)).toEqual(['v2']);
    expect(readRecord(deployDir).apps.catalog?.versions.map((entry) => entry.version)).toEqual([
      'v1',
      'v3',
      'v4',
    ]);
    expect(existsSync(path.join(deployDir, 'remotes/catalog/v2'))).toBe(false);
    expect(entryOf('catalog', 'v1')).toBe('// cat-v1');
    expect(() => prune(deployDir, 'catalog', 0)).toThrow(/at least one/);
  });
});
