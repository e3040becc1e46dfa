/**
 * `npm run dev`: the whole shop with hot reload at http://localhost:8080.
 * - the API (restarts on change) on :8090, its registry pointing at the remotes' dev servers;
 * - the shell's dev server on :8080 (proxies /api, /remotes.json and /config.json to the API);
 * - each remote's dev server on its own port (3001–3004).
 */
import concurrently from 'concurrently';
import { remotes } from './apps.mjs';

const apiPort = 8090;
const remotePort = (index: number) => 3001 + index;
const registry = Object.fromEntries(
  remotes.map((name, index) => [
    name,
    `http://localhost:${remotePort(index)}/remotes/${name}/mf-manifest.json`,
  ]),
);

const dev = { NODE_ENV: 'development' };
const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w @shop/api',
      env: {
        PORT: String(apiPort),
        // Links in e-mails and payment returns open the shop where the developer opens it.
        PUBLIC_ORIGIN: 'http://localhost:8080',
        // On a developer's own machine the stored e-mails are worth seeing (/api/dev/emails).
        DEV_PAGES: process.env.DEV_PAGES ?? '1',
        REMOTE_REGISTRY: JSON.stringify(registry),
        // The shell may load remotes from these origins (its allowlist and the CSP).
        REMOTE_ORIGINS: remotes
          .map((_, index) => `http://localhost:${remotePort(index)}`)
          .join(','),
      },
    },
    {
      name: 'shell',
      command: 'npm run dev -w @shop/shell',
      env: { ...dev, SHOP_URL: `http://localhost:${apiPort}` },
    },
    ...remotes.map((name) => ({
      name,
      command: `npm run dev -w @shop/mf-${name}`,
      env: { ...dev, SHOP_URL: 'http://localhost:8080' },
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.catch(() => process.exit(1));
