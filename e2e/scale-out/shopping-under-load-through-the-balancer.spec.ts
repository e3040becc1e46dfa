import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { readAccessLog, scaleOutState } from './scale-out-state';

/**
 * `npm run bench:load` against one instance alone, then through nginx: shoppers listing,
 * opening products, searching and filling carts (a cart made on one instance, changed on the
 * other). Through nginx every answer must be as good as from one instance: no 5xx, nothing
 * unanswered, the same share of successful answers (all of them), and nginx spread the requests
 * over both instances.
 */

const root = path.resolve(__dirname, '..', '..');
const SHOPPERS = 20;
const SECONDS = 10;

interface StepFigures {
  requests: number;
  ok: number;
  other: number;
  unanswered: number;
}

interface Figures {
  requests: number;
  answered: number;
  p95: number;
  ok: { count: number };
  byStatus: Record<string, number>;
  timeouts: number;
  network: number;
  steps: Record<string, StepFigures>;
}

/** A short load run against `target`: its figures (bench-load's --json). */
async function loadRun(target: string, json: string, log: (text: string) => void) {
  const child = spawn(
    'npm',
    [
      'run',
      '--silent',
      'bench:load',
      '--',
      '--target',
      target,
      '--shoppers',
      String(SHOPPERS),
      '--seconds',
      String(SECONDS),
      '--think-ms',
      '500',
      '--json',
      json,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  log(`${target} (exit ${code}):\n${output}`);
  const report = JSON.parse(await readFile(json, 'utf8')) as { runs: Array<{ result: Figures }> };
  const result = report.runs[0]?.result;
  if (!result) throw new Error(`no figures from the run against ${target}:\n${output}`);
  return result;
}

function expectAllAnswered(label: string, figures: Figures) {
  const serverErrors = Object.entries(figures.byStatus).filter(([status]) => Number(status) >= 500);
  expect(serverErrors, `${label}: 5xx answers`).toEqual([]);
  expect(figures.timeouts, `${label}: unanswered`).toBe(0);
  expect(figures.network, `${label}: network errors`).toBe(0);
  for (const [step, one] of Object.entries(figures.steps)) {
    expect(one.ok, `${label}: ${step} answered 2xx`).toBe(one.requests);
  }
  // Carts were made and changed (through nginx, often on two instances).
  expect(figures.steps['cart-update']?.requests ?? 0, `${label}: cart changes`).toBeGreaterThan(0);
}

test('shoppers get the same answers through nginx as from one instance', async () => {
  // Two runs of 10 s, each with its warm-up; a busy machine may take twice that.
  test.setTimeout(180_000);
  const testInfo = test.info();
  const state = scaleOutState();
  const [one] = state.instances;
  if (!one) throw new Error('no API instance');
  const log = (text: string) => {
    console.log(text);
  };

  const alone = await loadRun(one.origin, testInfo.outputPath('one-instance.json'), log);
  const loggedBefore = readAccessLog(state.accessLog).length;
  const balanced = await loadRun(state.origin, testInfo.outputPath('through-nginx.json'), log);
  const logged = readAccessLog(state.accessLog).slice(loggedBefore);

  expectAllAnswered('one instance', alone);
  expectAllAnswered('through nginx', balanced);
  const successShare = (figures: Figures) => figures.ok.count / figures.requests;
  expect(successShare(balanced)).toBe(successShare(alone));

  // nginx took the instances in turn.
  expect(logged.length).toBeGreaterThanOrEqual(balanced.requests);
  for (const instance of state.instances) {
    const served = logged.filter((request) => request.upstream === instance.upstream).length;
    expect(served, `requests served by ${instance.upstream}`).toBeGreaterThan(logged.length * 0.4);
  }
});
