// node --import tsx src/test/make-pglite-template.ts <file>: used by scripts/run-tests.mjs.
import { writePgliteTemplate } from './test-db';

const file = process.argv[2];
if (!file) {
  console.error('usage: make-pglite-template.ts <file>');
  process.exit(2);
}
await writePgliteTemplate(file);
