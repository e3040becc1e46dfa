// npm run bench:pdf -w @shop/api [-- --runs 30]
//
// How long the API takes to answer a PDF, one request at a time, and how big it is: the seeded
// proforma, invoice and credit note and the demo order's gear lists (with prices, and the crew's),
// each in Czech. The database is PGlite in memory (or DATABASE_URL's, copied from a seeded
// template); the first answer of each kind is timed apart (fonts and pdfkit load on first use).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER } from '../src/db/seed/demo-data';
import { LIFECYCLE_CREDIT_NOTE_CODE, LIFECYCLE_INVOICE } from '../src/db/seed/lifecycle-data';
import { createTestApp } from '../src/test/test-db';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const RUNS = Number(args.runs);

const urls: Array<[string, string]> = [
  ['proforma', `/api/document/estimate/${DEMO_ESTIMATE_CODE}/pdf?lang=cs`],
  ['invoice', `/api/document/invoice/${LIFECYCLE_INVOICE.code}/pdf?lang=cs`],
  ['credit note', `/api/document/repair-invoice/${LIFECYCLE_CREDIT_NOTE_CODE}/pdf?lang=cs`],
  ['gear list', `/api/order/product-list.pdf?code=${DEMO_ORDER.productListCode}&lang=cs`],
  ['crew list', `/api/order/product-list.pdf?code=${DEMO_ORDER.crewListCode}&lang=cs`],
];

// The PDF answers' own rate limit counts per address: give every request its own.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const t = await createTestApp();
try {
  const rows: string[] = [];
  for (const [name, url] of urls) {
    const first = performance.now();
    const firstAnswer = await t.app.inject({ url, remoteAddress: nextAddress() });
    const firstMs = performance.now() - first;
    if (firstAnswer.statusCode !== 200) {
      throw new Error(`${name}: ${firstAnswer.statusCode} ${firstAnswer.body.slice(0, 200)}`);
    }
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await t.app.inject({ url, remoteAddress: nextAddress() });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    rows.push(
      [
        name.padEnd(12),
        `first ${firstMs.toFixed(0).padStart(5)} ms`,
        `p50 ${at(0.5).toFixed(0).padStart(4)} ms`,
        `p95 ${at(0.95).toFixed(0).padStart(4)} ms`,
        `${(firstAnswer.rawPayload.length / 1024).toFixed(1).padStart(6)} KiB`,
      ].join('  '),
    );
  }
  console.log(`PDF answers, ${RUNS} runs each after the first, one at a time:`);
  console.log(rows.join('\n'));
} finally {
  await t.close();
}
