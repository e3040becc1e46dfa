// npm run probe:slow-clients -- --target http://127.0.0.1:8080 [--clients 16] [--seconds 20]
// Measures what slow clients do to everyone else on a running shop: a shopper's request times
// (GET /api/categories, one after another) alone, then beside clients that each announce a form
// body and send it a byte every few seconds, as an attacker keeping places busy would.
import { connect, type Socket } from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'http://127.0.0.1:8080' },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '20' },
    'byte-every-ms': { type: 'string', default: '5000' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run probe:slow-clients -- [--target URL] [--clients 16] [--seconds 20] [--byte-every-ms 5000]',
  );
  process.exit(0);
}
const target = new URL(values.target);
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const byteEveryMs = Number(values['byte-every-ms']);
if (![clients, seconds, byteEveryMs].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--clients, --seconds and --byte-every-ms are positive whole numbers');
  process.exit(2);
}

interface Times {
  count: number;
  median: number;
  p95: number;
  refused: number;
}

async function shopper(forMs: number): Promise<Times> {
  const times: number[] = [];
  let refused = 0;
  const end = performance.now() + forMs;
  while (performance.now() < end) {
    const started = performance.now();
    const response = await fetch(new URL('/api/categories', target)).catch(() => null);
    await response?.arrayBuffer();
    times.push(performance.now() - started);
    if (response?.status !== 200) refused += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { count: times.length, median: at(0.5), p95: at(0.95), refused };
}

function dribbler(): { stop: () => void; closedBy: () => boolean } {
  let closed = false;
  const socket: Socket = connect(Number(target.port || 80), target.hostname);
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
  });
  socket.write(
    `POST /api/cart/update HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n`,
  );
  const timer = setInterval(() => socket.write('a'), byteEveryMs);
  return {
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
    closedBy: () => closed,
  };
}

const format = (times: Times) =>
  `${times.count} requests, median ${times.median.toFixed(0)} ms, p95 ${times.p95.toFixed(0)} ms, not 200: ${times.refused}`;

await shopper(1000);
const idle = await shopper(seconds * 500);
console.log(`alone:                     ${format(idle)}`);
const slow = Array.from({ length: clients }, dribbler);
const busy = await shopper(seconds * 1000);
const closed = slow.filter((client) => client.closedBy()).length;
for (const client of slow) client.stop();
console.log(`beside ${clients} slow clients: ${format(busy)}`);
console.log(`slow clients the server closed within ${seconds} s: ${closed} of ${clients}`);
process.exitCode = busy.refused === 0 && busy.median <= 2 * idle.median + 25 ? 0 : 1;
