// npm run bench:feeds -w @shop/api [-- --products 10000]
//
// The price-comparison feeds at a large catalogue, over real HTTP: time to the first byte, the
// whole answer's time and size, its items, and the server's memory while it streams (the peak of
// the process's heap and resident size over the feed, against the same just before it). The
// database is PGlite in memory (or DATABASE_URL's, copied from a seeded template), grown to
// --products products; the client only counts what it receives.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { seed } from '../src/db/seed/seed';
import { FEED_FORMATS, feedPath } from '../src/lib/paths';
import { createTestApp } from '../src/test/test-db';

const { values: args } = parseArgs({
  options: { products: { type: 'string', default: '10000' } },
});
const PRODUCTS = Number(args.products);
const MiB = 1024 * 1024;

const t = await createTestApp();
try {
  await seed(t.database.db, { products: PRODUCTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const rows: string[] = [];
  for (const format of FEED_FORMATS) {
    for (const run of ['cold', 'warm']) {
      global.gc?.();
      const before = process.memoryUsage();
      let peakHeap = before.heapUsed;
      let peakRss = before.rss;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      }, 5);
      const start = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${feedPath(format)}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      if (!response.ok || !response.body) throw new Error(`${format}: ${response.status}`);
      let firstByte = 0;
      let bytes = 0;
      let items = 0;
      // The end of the last chunk: an item's tag may be cut between two chunks.
      let tail = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        if (!firstByte) firstByte = performance.now() - start;
        bytes += chunk.byteLength;
        const text = tail + decoder.decode(chunk, { stream: true });
        items += text.split('<SHOPITEM>').length - 1;
        tail = text.slice(-('<SHOPITEM>'.length - 1));
      }
      const total = performance.now() - start;
      clearInterval(sampler);
      // A reader that has the feed already: its ETag answered 304, no product read.
      const revalidated = performance.now();
      const unchanged = await fetch(`http://127.0.0.1:${port}${feedPath(format)}`, {
        headers: { 'if-none-match': response.headers.get('etag') ?? '' },
      });
      const revalidateMs = performance.now() - revalidated;
      if (unchanged.status !== 304) throw new Error(`${format}: ${unchanged.status}, not 304`);
      rows.push(
        [
          `${format.padEnd(8)} ${run.padEnd(5)}`,
          `${items} items`,
          `${(bytes / MiB).toFixed(2)} MiB`,
          `first byte ${firstByte.toFixed(0).padStart(4)} ms`,
          `whole ${total.toFixed(0).padStart(5)} ms`,
          `304 ${revalidateMs.toFixed(0).padStart(4)} ms`,
          `heap +${((peakHeap - before.heapUsed) / MiB).toFixed(1)} MiB (peak ${(peakHeap / MiB).toFixed(0)})`,
          `RSS +${((peakRss - before.rss) / MiB).toFixed(1)} MiB (peak ${(peakRss / MiB).toFixed(0)})`,
        ].join('  '),
      );
    }
  }
  console.log(`Feeds at ${PRODUCTS} products, over HTTP, one at a time:`);
  console.log(rows.join('\n'));
} finally {
  await t.close();
}
