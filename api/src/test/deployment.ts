import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A deployment folder (as scripts/deploy.ts lays it out) in a fresh temporary directory: the
 * shell's page and a hashed chunk, plus the given files (path → content). The caller removes it.
 */
export function makeDeployment(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
  const all = {
    'shell/index.html': '<!doctype html><div id="root"></div>',
    'shell/main.0123456789.js': 'console.log("shell")',
    ...files,
  };
  for (const [file, body] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}
