/**
 * Writes docs/configuration.md from the API's ENV_VARIABLES (api/src/config.ts), so the page says
 * what the server reads and cannot drift from it. `npm run docs:configuration` writes the file;
 * `--stdout` prints it instead (the test compares the two).
 */

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPENDENCIES, ENV_VARIABLES } from '../../api/src/config';

export const CONFIGURATION_PAGE = fileURLToPath(
  new URL('../../docs/configuration.md', import.meta.url),
);

const WIDTH = 100;

interface Described {
  expected: string;
  default?: unknown;
  meaning?: string;
  shownDefault?: string;
  neededWhen?: string;
}

/** Variables the build, the dev servers and the test and bench tools read (not the server). */
const TOOL_VARIABLES: Array<[name: string, fallback: string, meaning: string]> = [
  [
    'SHOP_BUILD_ID',
    'a random id per build',
    'build: the id in `builds/latest.json` (open tabs reload on a new one)',
  ],
  [
    'SHOP_BUNDLE',
    'unset',
    'build: `monolith` (`npm run build -- --monolith`) builds the shop as one bundle',
  ],
  ['CHROMIUM_PATH', '`/usr/bin/chromium`', 'the browser the Playwright tests and the bench drive'],
  ['E2E_PORT', '`8181`', 'the port the browser tests serve the shop on'],
  [
    'BENCH_PORT',
    '`8282`',
    'the port `npm run bench` serves the shop on (one run at a time per port)',
  ],
  ['BENCH_PRODUCTS', '`10000`', 'products in the catalogue the bench measures on'],
  [
    'BENCH_LIGHTHOUSE_RUNS',
    '`5`',
    'Lighthouse runs per page and build (the bench keeps the median)',
  ],
  ['BENCH_RENDER_REQUESTS', '`200`', 'product pages the bench times for the server render time'],
  ['SCALE_OUT_PORT', 'a free port', 'the port `npm run test:scale-out` runs nginx on'],
  [
    'SCALE_OUT_POSTGRES_URL',
    '`DATABASE_URL`, else local',
    'the PostgreSQL server the scale-out run creates its database on',
  ],
  [
    'REDIS_TEST_URL',
    '`redis://127.0.0.1:6379`',
    'the Redis the API tests and the scale-out run count in (keys of their own)',
  ],
  [
    'NGINX_PATH',
    '`/usr/sbin/nginx`',
    'the nginx the scale-out run balances its API instances with',
  ],
];

/** Words wrapped at WIDTH, each next line indented by `indent`. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

/** "Default: `x`.", or "Unset: what then." in the variable's own words. */
function shownDefault(variable: Described): string {
  const shown = variable.shownDefault;
  if (shown?.startsWith('unset: ')) return `Unset: ${shown.slice('unset: '.length)}.`;
  if (shown !== undefined) return `Default: ${shown}.`;
  return variable.default === undefined
    ? 'Unset by default.'
    : `Default: \`${String(variable.default)}\`.`;
}

/** When a variable must be set: the settings that need it, and its own words. */
function neededWhen(name: string, variable: Described): string[] {
  const needed = DEPENDENCIES.filter((rule) => rule.needs.some((needs) => needs === name)).map(
    (rule) => `with ${rule.when}`,
  );
  return variable.neededWhen === undefined ? needed : [variable.neededWhen, ...needed];
}

function serverVariable(name: string, variable: Described): string {
  if (variable.meaning === undefined) throw new Error(`${name} has no meaning in ENV_VARIABLES`);
  const needed = neededWhen(name, variable);
  const text =
    `- \`${name}\`: ${variable.meaning}. ${shownDefault(variable)}` +
    (needed.length === 0 ? '' : ` Needed ${needed.join('; ')}.`) +
    ` Must be ${variable.expected}.`;
  return wrap(text, '  ');
}

/** The page, as the script writes it. */
export function configurationPage(): string {
  const server = Object.entries(ENV_VARIABLES).map(([name, variable]) =>
    serverVariable(name, variable as Described),
  );
  const tools = TOOL_VARIABLES.map(([name, fallback, meaning]) =>
    wrap(`- \`${name}\`: ${meaning}. Default: ${fallback}.`, '  '),
  );
  return [
    '# Configuration',
    '',
    wrap(
      'Written by `npm run docs:configuration` from `ENV_VARIABLES` in `api/src/config.ts`; change ' +
        'them there, then run it again (a test fails while this page differs).',
      '',
    ),
    '',
    wrap(
      'The server checks every variable at start against its schema (type, default, pattern or ' +
        'allowed values); an empty value counts as unset, and a wrong one stops the start with a ' +
        'message naming each variable and what it must be. A production start (`NODE_ENV=production`) ' +
        'is also refused with a demo\'s settings: see the README, "Demo and production".',
      '',
    ),
    '',
    '## The server',
    '',
    ...server,
    '',
    '## Build, dev servers, tests and bench',
    '',
    ...tools,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--stdout')) process.stdout.write(configurationPage());
  else writeFileSync(CONFIGURATION_PAGE, configurationPage());
}
