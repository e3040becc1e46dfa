/**
 * Starts the scale-out stack (scale-out-stack.ts) for the run and hands its state to the tests
 * (SCALE_OUT_STATE); the function it returns is the run's teardown, which stops the stack. The
 * stack is a process group of its own that also stops by itself when this process ends, so
 * nothing outlives an interrupted run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { type ScaleOutState, STATE_ENV } from './scale-out-state';

const root = path.resolve(__dirname, '..', '..');
const READY = 'SCALE_OUT_READY ';
const START_TIMEOUT_MS = 240_000;

function untilReady(stack: ChildProcess): Promise<ScaleOutState> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () =>
        reject(new Error(`the scale-out stack was not ready within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    stack.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((one) => one.startsWith(READY));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY.length)) as ScaleOutState);
    });
    stack.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the scale-out stack ended before it was ready (exit ${code}); see above`));
    });
  });
}

/** SIGTERM and the stack's own clean-up; its whole process group is killed if that hangs. */
async function stop(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null || stack.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => stack.once('exit', () => resolve()));
  stack.kill('SIGTERM');
  const inTime = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000).unref()),
  ]);
  if (!inTime && stack.pid) {
    console.error('the scale-out stack did not stop within 60 s: killing its processes');
    process.kill(-stack.pid, 'SIGKILL');
  }
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const port = process.env.SCALE_OUT_PORT;
  if (!port) throw new Error('SCALE_OUT_PORT is set by e2e/scale-out/playwright.config.ts');
  // Kept after the run, beside its results.
  const logs = path.join(config.projects[0]?.outputDir ?? path.join(root, 'e2e', '.tmp'), 'logs');
  const stack = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'scale-out-stack.ts'),
      '--port',
      port,
      '--parent',
      String(process.pid),
      '--logs',
      logs,
      '--max-seconds',
      // A minute past the run's own time limit: the stack ends even if nothing stops it.
      String(config.globalTimeout > 0 ? Math.ceil(config.globalTimeout / 1000) + 60 : 900),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  try {
    const state = await untilReady(stack);
    process.env[STATE_ENV] = JSON.stringify(state);
  } catch (error) {
    await stop(stack);
    throw error;
  }
  return () => stop(stack);
}
