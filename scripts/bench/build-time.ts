/**
 * Build times: every app (`npm run build`), the monolith (`npm run build -- --monolith`), and one
 * remote (the catalogue) after a one-line change: a comment line is added to one of its files for
 * the build and taken out again afterwards, also when the build fails or the bench is stopped.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monolithDist, root } from './shop-server';

/** The catalogue file the one-line change goes into. */
export const changedFile = 'mf-catalog/src/features/branches/opening-hours.ts';

export interface BuildTimes {
  allSeconds: number;
  remote: string;
  remoteSeconds: number;
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

/**
 * Runs `npm run build [-- args]` (scripts/build-all.mjs); its wall time in seconds. Past
 * `timeoutMs` the build is stopped (its whole process group: the bundler runs in a child).
 */
export function build(args: string[] = [], timeoutMs?: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/build-all.mjs'), ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        }, timeoutMs)
      : undefined;
    const orphaned = () => child.pid && process.kill(-child.pid, 'SIGKILL');
    process.once('exit', orphaned);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.off('exit', orphaned);
      if (timedOut) reject(new BuildTimeout(timeoutMs ?? 0));
      else if (code !== 0) reject(new Error(`build ${args.join(' ')} failed:\n${stderr}`));
      else resolve(seconds(started));
    });
  });
}

class BuildTimeout extends Error {
  constructor(readonly ms: number) {
    super(`the build takes over ${ms / 1000} s`);
  }
}

/**
 * Builds the monolith; its wall time, or why there is none (the build cannot make it, or it takes
 * longer than `timeoutMs`).
 */
export async function buildMonolith(
  timeoutMs?: number,
): Promise<{ seconds: number } | { reason: string }> {
  const started = Date.now();
  try {
    const took = await build(['--monolith'], timeoutMs);
    const index = path.join(monolithDist, 'index.html');
    if (!existsSync(index) || statSync(index).mtimeMs < started - 1000)
      return { reason: 'npm run build -- --monolith made no shell/dist-monolith' };
    return { seconds: took };
  } catch (error) {
    return {
      reason:
        error instanceof BuildTimeout
          ? `the monolith build takes over ${(timeoutMs ?? 0) / 1000} s`
          : `the monolith build failed: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`,
    };
  }
}

/** Adds a comment line to `file` for the duration of `work`, then restores it. */
export async function withOneLineChange<T>(file: string, work: () => Promise<T>): Promise<T> {
  const absolute = path.join(root, file);
  const original = readFileSync(absolute);
  const changed = Buffer.concat([
    original,
    Buffer.from(`// build timed ${new Date().toISOString()}\n`),
  ]);
  const restore = () => {
    // Only the bench's line goes: an edit made meanwhile by someone else is kept.
    const now = readFileSync(absolute);
    if (now.equals(changed)) writeFileSync(absolute, original);
    else if (
      now
        .subarray(now.length - (changed.length - original.length))
        .equals(changed.subarray(original.length))
    )
      writeFileSync(absolute, now.subarray(0, now.length - (changed.length - original.length)));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    restore();
    process.kill(process.pid, signal);
  };
  writeFileSync(absolute, changed);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    restore();
  }
}

/** All apps, then the catalogue alone after a one-line change. */
export async function measureBuildTimes(): Promise<BuildTimes> {
  const allSeconds = await build();
  const remoteSeconds = await withOneLineChange(changedFile, () => build(['catalog']));
  return { allSeconds, remote: 'catalog', remoteSeconds };
}
