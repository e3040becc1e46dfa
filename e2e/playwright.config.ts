import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
/** The served deployment, one per port, so that two runs on one machine do not replace each other's. */
export const deployDir = path.join(__dirname, `.tmp/deploy-${e2ePort}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The same deployment served a second time with a tag manager configured (`GTM_ID`), for the
 * journeys of the cookie dialog: only a shop with something non-essential asks for consent.
 */
export const consentPort = e2ePort + 1;
export const testGtmId = 'GTM-E2ETEST1';
/** The code of the staff's status page on the served shop (the journeys read the counts there). */
export const staffStatusCode = 'e2e-status-4d0c2a9b7e1f';

/**
 * The shop as `npm start` serves it (production builds, one server, embedded database), but on
 * its own port, deployment folder and a fresh in-memory database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // .tmp holds the served deployment and scratch copies, test-results the run's output;
  // scale-out has a run of its own (scale-out/playwright.config.ts, npm run test:scale-out).
  testIgnore: ['.tmp/**', 'test-results/**', 'node_modules/**', 'scale-out/**'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Per test; the long checkout journeys ask for more with test.slow(). On a loaded two-core
  // machine a full page load of the shell (config, registry, manifests, remote chunks) can take
  // several seconds, so a single expectation gets 15 s.
  timeout: 30_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    // Journeys that test the service worker allow it; elsewhere it would hide requests from
    // page.route().
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `rm -rf ${deployDir} && npx tsx scripts/deploy.ts --all && npm run start -w @shop/api`,
      cwd: root,
      url: `http://127.0.0.1:${e2ePort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DEPLOY_DIR: deployDir,
        PORT: String(e2ePort),
        HOST: '127.0.0.1',
        // Payment gateway pages, their return URLs and e-mailed links point at this server.
        PUBLIC_ORIGIN: `http://127.0.0.1:${e2ePort}`,
        PGLITE_DIR: 'memory',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The journeys read the e-mails the shop sent from the development pages.
        DEV_PAGES: '1',
        // Every journey's shopper registers from this one address (and a retry registers again).
        ACCOUNT_REQUESTS_PER_HOUR: '100',
        STAFF_STATUS_CODE: staffStatusCode,
      },
    },
    {
      // Started once the first server answers: it serves the deployment that one made.
      command: `node -e "const u='http://127.0.0.1:${e2ePort}/api/health';(async()=>{for(;;){try{if((await fetch(u)).ok)return}catch{}await new Promise(r=>setTimeout(r,500))}})()" && npm run start -w @shop/api`,
      cwd: root,
      url: `http://127.0.0.1:${consentPort}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        DEPLOY_DIR: deployDir,
        PORT: String(consentPort),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: `http://127.0.0.1:${consentPort}`,
        PGLITE_DIR: 'memory',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        GTM_ID: testGtmId,
      },
    },
  ],
});
