/**
 * The shop as the bench measures it: builds deployed into a scratch deployment folder, the real
 * server (api/src/server.ts) on the bench's port over a PGlite folder seeded by
 * api/scripts/bench-seed.ts, and the state a page needs before it is loaded (a signed-in session,
 * a cart with a product) as cookies to put into the browser.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { REFRESH_COOKIE } from '@shop/shared/contract';
import { WEB_CLIENT_ID } from '@shop/shared/contract/constants';
import { cookieNames } from '@shop/shared/cookies';
import type { BenchSeedResult } from '../../api/scripts/bench-seed-result';

export const root = path.resolve(__dirname, '../..');
export const apiDir = path.join(root, 'api');
export const monolithDist = path.join(root, 'shell/dist-monolith');

export type Variant = 'federated' | 'monolith';
export const variants: readonly Variant[] = ['federated', 'monolith'];

/** What api/scripts/bench-seed.ts prints (its result, as JSON on its last line). */
export type SeededShop = BenchSeedResult;

export interface PageSpec {
  key: PageKey;
  label: string;
  /** cs path, without the language prefix. */
  path: string;
  /** Needs a signed-in session. */
  signedIn?: boolean;
  /** Needs a cart holding a product. */
  withCart?: boolean;
}

export type PageKey = 'home' | 'product-list' | 'product-detail' | 'cart' | 'account';

/** The measured pages (paths from the remotes' route tables). */
export function benchPages(shop: SeededShop): PageSpec[] {
  return [
    { key: 'home', label: 'home', path: '/' },
    { key: 'product-list', label: 'product list', path: `/${shop.categorySlug}` },
    { key: 'product-detail', label: 'product detail', path: `/${shop.productSlug}` },
    { key: 'cart', label: 'cart', path: '/checkout/kosik', withCart: true },
    { key: 'account', label: 'account (signed in)', path: '/ucet', signedIn: true },
  ];
}

/** A cookie to set in the browser before a page is loaded. */
export interface BrowserCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Seeds a PGlite folder (migrations, demo data, `products` products, the bench's account).
 * `background`: at a lower CPU priority, beside work whose time counts.
 */
export function seedDatabase(
  pgliteDir: string,
  products: number,
  sample: number,
  background = false,
): Promise<SeededShop> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/bench-seed.ts',
        '--pglite-dir',
        pgliteDir,
        '--products',
        String(products),
        '--sample',
        String(sample),
      ],
      { cwd: apiDir, encoding: 'utf8', maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`seeding failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as SeededShop);
      },
    );
    if (background && child.pid) setPriority(child.pid, 10);
  });
}

/** A scratch deployment folder holding the federated builds, or the monolith as the only app. */
export function deploy(variant: Variant): string {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-bench-${variant}-`));
  const args =
    variant === 'federated'
      ? ['tsx', 'scripts/deploy.ts', '--all']
      : ['tsx', 'scripts/deploy.ts', 'shell', '--from', monolithDist];
  execFileSync('npx', args, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DEPLOY_DIR: dir, INIT_CWD: root },
  });
  return dir;
}

export function monolithAvailable(): boolean {
  return existsSync(path.join(monolithDist, 'index.html'));
}

export class ShopServer {
  private exited = false;
  private stderr = '';
  private constructor(
    readonly base: string,
    private readonly child: ChildProcess,
  ) {
    // Should the bench itself end abruptly, its server does not outlive it.
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    child.once('exit', () => {
      this.exited = true;
      process.off('exit', orphaned);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
  }

  /** src/server.ts on 127.0.0.1:`port`; resolves once /api/health answers. */
  static async start(port: number, deployDir: string, pgliteDir: string): Promise<ShopServer> {
    const base = `http://127.0.0.1:${port}`;
    if (await healthy(base)) throw new Error(`something already answers on port ${port}`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: base,
        DEPLOY_DIR: deployDir,
        PGLITE_DIR: pgliteDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
    });
    const server = new ShopServer(base, child);
    const giveUp = Date.now() + 120_000;
    while (!(await healthy(base))) {
      if (server.exited) throw new Error(`the server ended before answering\n${server.stderr}`);
      if (Date.now() > giveUp) {
        await server.stop();
        throw new Error(`the server did not answer within 120 s\n${server.stderr}`);
      }
      await sleep(200);
    }
    return server;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exit = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  }

  /** Signs the bench's customer in through the API: the session's cookies. */
  async signIn(shop: SeededShop): Promise<BrowserCookie[]> {
    const response = await this.post('/api/auth/token', {
      client_id: WEB_CLIENT_ID,
      grant_type: 'password',
      username: shop.customer.email,
      password: shop.customer.password,
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
    const refresh = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]?.split('=') ?? [])
      .find(([name]) => name === REFRESH_COOKIE);
    if (!refresh?.[1]) throw new Error('sign-in set no refresh cookie');
    return [
      {
        name: REFRESH_COOKIE,
        value: refresh[1],
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Strict',
      },
      { name: cookieNames.session, value: '1', path: '/', httpOnly: false, sameSite: 'Lax' },
    ];
  }

  /** A new cart holding the product, as the cart cookie. */
  async cartWith(productId: number): Promise<BrowserCookie[]> {
    const generated = await this.post('/api/cart/generate', {});
    if (!generated.ok) throw new Error(`cart/generate answered ${generated.status}`);
    const { cartCode } = (await generated.json()) as { cartCode: string };
    const items = [{ id: productId, type: 'product', quantity: 1, isSale: false }];
    const updated = await this.post('/api/cart/update', {
      cartCode,
      cart: JSON.stringify({ kind: 'Add', items }),
    });
    if (!updated.ok) throw new Error(`cart/update answered ${updated.status}`);
    return [
      { name: cookieNames.cartCode, value: cartCode, path: '/', httpOnly: false, sameSite: 'Lax' },
    ];
  }

  /** The cookies a page needs, fresh for each load (a refresh token is used once). */
  async cookiesFor(page: PageSpec, shop: SeededShop): Promise<BrowserCookie[]> {
    return [
      ...(page.signedIn ? await this.signIn(shop) : []),
      ...(page.withCart ? await this.cartWith(shop.productId) : []),
    ];
  }

  private async post(pathname: string, fields: Record<string, string>): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${this.base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.base },
        body: new URLSearchParams(fields).toString(),
      });
      // A 503 is the shop refusing work while busy: ask again as it says.
      if (response.status !== 503 || attempt >= 10) return response;
      await sleep(1000);
    }
  }
}

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Removes scratch folders (quietly). */
export function removeAll(folders: Iterable<string>): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
