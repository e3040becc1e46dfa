/**
 * @jest-environment node
 *
 * docs/configuration.md is written from the API's ENV_VARIABLES (scripts/docs/configuration.ts):
 * the committed page must be the one the script writes now.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('docs/configuration.md', () => {
  it('is what `npm run docs:configuration` writes from ENV_VARIABLES', () => {
    const written = execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/docs/configuration.ts', '--stdout'],
      { cwd: root, encoding: 'utf8' },
    );
    const committed = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    if (committed !== written) {
      throw new Error(
        'docs/configuration.md differs from ENV_VARIABLES (api/src/config.ts): run `npm run docs:configuration` and commit it',
      );
    }
  }, 60_000);
});
