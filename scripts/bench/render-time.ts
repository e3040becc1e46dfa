/**
 * Server render time of the product detail page: the page's HTML is requested for many different
 * products, one after another, after a warm-up. A server that renders the page says how long it
 * took in `Server-Timing: render;dur=<ms>`; while any answer lacks that header, the whole
 * response time (request sent to body read) is taken instead, and the figures say so.
 */
export interface RenderTime {
  requests: number;
  /** What was timed: the server's own render timing, or the whole response. */
  source: 'server-timing' | 'response-time';
  p50Ms: number;
  p95Ms: number;
  /** Of the render, the wait for the API's answers (`Server-Timing: data`), when it says. */
  dataP50Ms?: number;
  dataP95Ms?: number;
  /** Render passes (`data;desc="1 pass"`) and requests to the API (`api;desc="7 calls"`) per page. */
  passesP50?: number;
  passesMax?: number;
  apiCallsP50?: number;
  apiCallsP95?: number;
}

/** The duration of metric `metric` (`render`, `data`) in `Server-Timing`, if it has one. */
export function renderDuration(header: string | null, metric = 'render'): number | undefined {
  for (const entry of header?.split(',') ?? []) {
    const [name, ...params] = entry.trim().split(';');
    if (name?.trim() !== metric) continue;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'dur' && value !== undefined && Number.isFinite(Number(value)))
        return Number(value);
    }
  }
  return undefined;
}

/** The number at the start of metric `metric`'s description (`data;desc="2 passes"` → 2). */
export function timingCount(header: string | null, metric: string): number | undefined {
  for (const entry of header?.split(',') ?? []) {
    const [name, ...params] = entry.trim().split(';');
    if (name?.trim() !== metric) continue;
    for (const param of params) {
      const match = /^desc="?(\d+)\b/.exec(param.trim());
      if (match) return Number(match[1]);
    }
  }
  return undefined;
}

/** The value below which `share` (0–1) of the values lie (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] as number;
}

interface Sample {
  ms: number;
  render: number | undefined;
  data: number | undefined;
  passes: number | undefined;
  apiCalls: number | undefined;
}

/** What every sample says of a count, or nothing when one does not say it. */
function counted(values: Array<number | undefined>): number[] | undefined {
  return values.every((value) => value !== undefined) ? (values as number[]) : undefined;
}

async function requestPage(url: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/html'))
    throw new Error(`${new URL(url).pathname} did not answer HTML`);
  const timing = response.headers.get('server-timing');
  return {
    ms,
    render: renderDuration(timing),
    data: renderDuration(timing, 'data'),
    passes: timingCount(timing, 'data'),
    apiCalls: timingCount(timing, 'api'),
  };
}

/** Times `requests` product pages of `slugs` (in turn) after `warmUp` requests of others. */
export async function measureRenderTime(
  base: string,
  slugs: string[],
  requests: number,
  warmUp: number,
): Promise<RenderTime> {
  if (slugs.length === 0) throw new Error('no products to request');
  for (let i = 0; i < warmUp; i += 1)
    await requestPage(`${base}/${slugs[(slugs.length - 1 - i + slugs.length) % slugs.length]}`);
  const samples: Sample[] = [];
  for (let i = 0; i < requests; i += 1)
    samples.push(await requestPage(`${base}/${slugs[i % slugs.length]}`));
  const timed = samples.every((sample) => sample.render !== undefined);
  const values = samples.map((sample) => (timed ? (sample.render as number) : sample.ms));
  const data = samples.flatMap((sample) => (sample.data === undefined ? [] : [sample.data]));
  const passes = counted(samples.map((sample) => sample.passes));
  const apiCalls = counted(samples.map((sample) => sample.apiCalls));
  return {
    requests,
    source: timed ? 'server-timing' : 'response-time',
    p50Ms: percentile(values, 0.5),
    p95Ms: percentile(values, 0.95),
    ...(data.length === samples.length
      ? { dataP50Ms: percentile(data, 0.5), dataP95Ms: percentile(data, 0.95) }
      : {}),
    ...(passes ? { passesP50: percentile(passes, 0.5), passesMax: Math.max(...passes) } : {}),
    ...(apiCalls
      ? { apiCallsP50: percentile(apiCalls, 0.5), apiCallsP95: percentile(apiCalls, 0.95) }
      : {}),
  };
}
