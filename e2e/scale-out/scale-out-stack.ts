/**
 * The shop scaled out on this machine, on loopback addresses only: a fresh PostgreSQL database,
 * one deployment folder, two API instances (src/server.ts, as `npm run serve` runs it) sharing
 * both and Redis, and Debian's nginx balancing between them round robin.
 *
 *   npx tsx e2e/scale-out/scale-out-stack.ts [--port <nginx port>] [--parent <pid>]
 *     [--max-seconds 900] [--logs <folder>]
 *
 * Once every part answers it prints one line, `SCALE_OUT_READY <state JSON>` (scale-out-state.ts),
 * on stdout; everything else goes to stderr. It stops what it started and cleans up (instances,
 * nginx, the database, its Redis keys, its temporary folder, after copying the logs to --logs) on
 * SIGINT or SIGTERM, when the process --parent ends, when any part ends by itself, or after
 * --max-seconds, whichever comes first. The apps must be built (`npm run build`).
 *
 * PostgreSQL: SCALE_OUT_POSTGRES_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/
 * postgres (any database of the server: a new one is created beside it). Redis: REDIS_TEST_URL,
 * else redis://127.0.0.1:6379. nginx: NGINX_PATH, else /usr/sbin/nginx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../../api/src/test/free-port';
import { nginxConfig } from './nginx-config';
import type { ScaleOutInstance, ScaleOutState } from './scale-out-state';

const root = path.resolve(__dirname, '..', '..');
const apiDir = path.join(root, 'api');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    parent: { type: 'string' },
    'max-seconds': { type: 'string', default: '900' },
    logs: { type: 'string' },
  },
});

const postgresUrl =
  process.env.SCALE_OUT_POSTGRES_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
const INSTANCES = ['a', 'b'];
const START_TIMEOUT_MS = 180_000;

const say = (message: string) => process.stderr.write(`[scale-out] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- stopping

/** What to undo, in the order things were made; undone last first. */
const undo: Array<{ what: string; run: () => Promise<void> }> = [];
let stopping: Promise<void> | undefined;

function stopAll(reason: string): Promise<void> {
  stopping ??= (async () => {
    say(`stopping (${reason})`);
    for (const step of undo.reverse()) {
      try {
        await step.run();
      } catch (error) {
        say(`could not ${step.what}: ${(error as Error).message}`);
      }
    }
  })();
  return stopping;
}

async function stopAndExit(reason: string, code: number): Promise<never> {
  await stopAll(reason);
  process.exit(code);
}

process.on('SIGINT', () => void stopAndExit('SIGINT', 0));
process.on('SIGTERM', () => void stopAndExit('SIGTERM', 0));
process.on('SIGHUP', () => void stopAndExit('SIGHUP', 0));

// ---------------------------------------------------------------- processes

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  hasExited: () => boolean;
}

/**
 * A long-running part (an instance, nginx): its output into `log`; ending by itself stops the
 * whole stack. Stopped with SIGTERM, then SIGKILL after 10 s.
 */
function startPart(
  what: string,
  command: string,
  commandArgs: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; log: string },
): Running {
  const out = openSync(options.log, 'a');
  const child = spawn(command, commandArgs, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', out, out],
  });
  let done = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    });
    child.once('error', (error) => {
      say(`${what} could not start: ${error.message}`);
      done = true;
      resolve(null);
    });
  });
  void exited.then(async (code) => {
    if (stopping) return;
    const tail = (await readFile(options.log, 'utf8').catch(() => '')).slice(-3000);
    say(`${what} ended by itself (exit ${code}); its log ends with:\n${tail}`);
    await stopAndExit(`${what} ended`, 1);
  });
  undo.push({
    what: `stop ${what}`,
    run: async () => {
      if (done) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  });
  return { child, exited, hasExited: () => done };
}

/** A command that runs to its end (the deploy); rejects with its output when it fails. */
function runToEnd(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${commandArgs.join(' ')} failed (exit ${code}):\n${output}`)),
    );
  });
}

async function untilAnswers(what: string, url: string, part: Running): Promise<void> {
  const giveUp = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (part.hasExited()) throw new Error(`${what} ended before answering ${url}`);
    if (Date.now() > giveUp) {
      throw new Error(`${what} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------- the stack

async function main(): Promise<void> {
  const maxSeconds = Number(args['max-seconds']);
  if (!Number.isFinite(maxSeconds) || maxSeconds <= 0) throw new Error('--max-seconds: seconds');
  const deadline = setTimeout(
    () => void stopAndExit(`${maxSeconds} s are up`, 1),
    maxSeconds * 1000,
  );
  deadline.unref();
  const parent = args.parent ? Number(args.parent) : undefined;
  if (parent) {
    setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch {
        void stopAndExit(`process ${parent} that started the stack ended`, 1);
      }
    }, 1000).unref();
  }
  if (!existsSync(nginxPath)) {
    throw new Error(
      `nginx is not at ${nginxPath}: install Debian's (apt-get install -y nginx) or set NGINX_PATH`,
    );
  }
  const nginxPort = args.port ? Number(args.port) : await freePort();

  // The temporary folder, last to go; the logs are copied out of it first.
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-scale-out-'));
  const logsTo = args.logs ? path.resolve(args.logs) : undefined;
  undo.push({
    what: `remove ${folder}`,
    run: async () => {
      if (logsTo) {
        try {
          await rm(logsTo, { recursive: true, force: true });
          await cp(path.join(folder, 'logs'), logsTo, { recursive: true });
          say(`logs kept in ${logsTo}`);
        } catch (error) {
          say(`could not keep the logs in ${logsTo}: ${(error as Error).message}`);
        }
      }
      await rm(folder, { recursive: true, force: true });
    },
  });
  const logs = path.join(folder, 'logs');
  const nginxFolder = path.join(folder, 'nginx');
  await mkdir(logs);
  await mkdir(nginxFolder);

  // Redis: the instances' keys start with a prefix of this run's own, deleted at the end.
  const prefix = `shop-scale-out-${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let redisError = '';
  redis.on('error', (error: Error) => {
    redisError = error.message;
  });
  await redis.connect().catch((error: Error) => {
    redis.disconnect();
    throw new Error(`Redis does not answer at ${redisUrl}: ${redisError || error.message}`);
  });
  undo.push({
    what: `delete the Redis keys ${prefix}*`,
    run: async () => {
      let removed = 0;
      for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
        if ((keys as string[]).length > 0) removed += await redis.del(...(keys as string[]));
      }
      await redis.quit();
      say(`deleted ${removed} Redis keys ${prefix}*`);
    },
  });

  // A fresh database on the PostgreSQL server.
  const database = `shop_scale_out_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${database}`);
  undo.push({
    what: `drop the database ${database}`,
    run: () => admin(`drop database if exists ${database} with (force)`),
  });
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${database}`;

  // One deployment folder, shared by both instances, from the built apps.
  const deployDir = path.join(folder, 'deploy');
  const started = Date.now();
  await runToEnd(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', '--all'], {
    ...process.env,
    DEPLOY_DIR: deployDir,
  });

  // Both instances at once on the empty database: they take turns to migrate and seed.
  const origin = `http://127.0.0.1:${nginxPort}`;
  const instances: ScaleOutInstance[] = [];
  const parts: Running[] = [];
  for (const name of INSTANCES) {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      DEPLOY_DIR: deployDir,
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '127.0.0.1',
      DEV_PAGES: '1',
      ACCOUNT_REQUESTS_PER_HOUR: '100',
      LOG_LEVEL: 'warn',
    };
    delete env.PGLITE_DIR;
    parts.push(
      startPart(`API instance ${name}`, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env,
        log: path.join(logs, `api-${name}.log`),
      }),
    );
    instances.push({ name, origin: `http://127.0.0.1:${port}`, upstream: `127.0.0.1:${port}` });
  }
  await Promise.all(
    instances.map((instance, index) =>
      untilAnswers(
        `API instance ${instance.name}`,
        `${instance.origin}/api/health`,
        parts[index] as Running,
      ),
    ),
  );

  // nginx in front of both.
  const conf = path.join(nginxFolder, 'nginx.conf');
  await writeFile(
    conf,
    nginxConfig({
      port: nginxPort,
      upstreams: instances.map((instance) => instance.upstream),
      folder: nginxFolder,
      logFolder: logs,
    }),
  );
  const nginx = startPart(
    'nginx',
    nginxPath,
    [
      '-e',
      path.join(logs, 'nginx-error.log'),
      '-p',
      `${nginxFolder}/`,
      '-c',
      conf,
      '-g',
      'daemon off;',
    ],
    { cwd: folder, log: path.join(logs, 'nginx-output.log') },
  );
  await untilAnswers('nginx', `${origin}/api/health`, nginx);
  const state: ScaleOutState = {
    origin,
    instances,
    accessLog: path.join(logs, 'nginx-access.log'),
    database,
    redis: { url: redisUrl, prefix },
    folder,
    pid: process.pid,
  };
  say(
    `ready in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${origin} → ` +
      `${instances.map((instance) => instance.upstream).join(', ')}, database ${database}`,
  );
  process.stdout.write(`SCALE_OUT_READY ${JSON.stringify(state)}\n`);
}

main().catch(async (error: Error) => {
  say(`could not start: ${error.message}`);
  await stopAndExit('start failed', 1);
});
