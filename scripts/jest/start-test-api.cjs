// Starts the real API (in-memory PostgreSQL, seeded) for the component tests.
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = async function startTestApi(_globalConfig, projectConfig) {
  const url = new URL(projectConfig.testEnvironmentOptions?.url ?? 'http://127.0.0.1:18181/');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: url.port,
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The stored e-mails (/api/dev/emails.json): tests follow the links the shop e-mails.
      DEV_PAGES: '1',
      // Many component tests register a customer, all from this one address.
      ACCOUNT_REQUESTS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  globalThis.__TEST_API__ = child;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The test API exited with ${child.exitCode}`);
    try {
      const response = await fetch(new URL('/api/health', url));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The test API did not start within 60 s');
};
