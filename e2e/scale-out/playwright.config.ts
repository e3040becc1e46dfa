import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import shopConfig from '../playwright.config';

/**
 * The shop scaled out: two API instances on one PostgreSQL database, one Redis and one deployment,
 * behind Debian's nginx (scale-out-stack.ts, started by global-setup.ts), all on 127.0.0.1. The
 * browser and the requests only ever talk to nginx; the journeys are the normal run's, its browser
 * settings too.
 *
 * The port nginx listens on is chosen here, once (SCALE_OUT_PORT, inherited by the workers), so
 * that `baseURL` is known before the stack starts.
 */
if (!process.env.SCALE_OUT_PORT) {
  const probe =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.SCALE_OUT_PORT = execFileSync(process.execPath, ['-e', probe], {
    encoding: 'utf8',
  }).trim();
}
const origin = `http://127.0.0.1:${process.env.SCALE_OUT_PORT}`;

const {
  webServer: _ownServer,
  testMatch: _allJourneys,
  testIgnore: _scaleOutIgnored,
  ...shared
} = shopConfig;

export default defineConfig({
  ...shared,
  testDir: '..',
  testIgnore: ['.tmp/**', 'test-results/**', 'node_modules/**'],
  // Apart from the normal run's test-results, which that run empties when it starts.
  outputDir: path.join(__dirname, '..', '.tmp', 'scale-out-results'),
  globalSetup: './global-setup.ts',
  // Start-up (~10 s), the guest journeys, the throttle and two short load runs: a few minutes on
  // two cores; never more than this.
  globalTimeout: 12 * 60_000,
  use: { ...shared.use, baseURL: origin },
  projects: [
    {
      name: 'through the load balancer',
      testMatch: [
        /[\\/]renting-and-paying-as-a-guest\.spec\.ts$/,
        /[\\/]scale-out[\\/]signing-in-is-throttled-across-instances\.spec\.ts$/,
        /[\\/]scale-out[\\/]shopping-under-load-through-the-balancer\.spec\.ts$/,
      ],
    },
    {
      // Last: reads what nginx logged of everything before.
      name: 'both instances served',
      dependencies: ['through the load balancer'],
      testMatch: /[\\/]scale-out[\\/]both-instances-served\.spec\.ts$/,
    },
  ],
});
