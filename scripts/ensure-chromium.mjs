// Makes sure Debian's Chromium is there for the browser tests: installs it when running as root,
// otherwise stops with the one command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const found = () => candidates.find((file) => file && existsSync(file));

if (!found()) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  }
  if (!found()) {
    console.error('Chromium is needed for the browser tests: run sudo apt-get install -y chromium');
    process.exit(1);
  }
}
