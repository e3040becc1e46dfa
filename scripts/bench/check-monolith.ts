/**
 * Checks that the monolith build is the same shop for a shopper:
 *
 *   npm run build -- --monolith && npx tsx scripts/bench/check-monolith.ts
 *
 * It deploys shell/dist-monolith as the shell of a deployment folder with no remotes (so
 * `/remotes.json` is empty), serves it with the real server and a fresh in-memory database on a
 * spare port (CHECK_PORT, default 8391), and opens in Chromium, in Czech and in English: the home
 * page, a product list, a product detail (adding it to the cart), the cart, sign-in, registration
 * and, signed in, the account. Every page must show its heading in its language with no console
 * error, and nothing may be asked of `/remotes/`. Exits non-zero on the first failure.
 * CHECK_FROM names another shell build to check instead.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  chromium,
  expect,
  type Page,
} from '@playwright/test';
import { chromiumArgs, chromiumPath } from './sizes';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.CHECK_PORT ?? 8391);
const base = `http://127.0.0.1:${port}`;
/** The shell build to check (the federated shell/dist, with no remotes, fails the check). */
const from = process.env.CHECK_FROM ?? 'shell/dist-monolith';

interface Language {
  locale: 'cs' | 'en';
  pages: { path: string; heading: string | RegExp }[];
  product: { path: string; heading: string; add: string };
  account: {
    registration: string;
    login: string;
    account: string;
    subject: string;
    labels: Record<'firstname' | 'lastname' | 'email' | 'password' | 'passwordAgain', string>;
    register: string;
    emailConfirmation: string;
    signIn: string;
    myOrders: string;
  };
}

const languages: Language[] = [
  {
    locale: 'cs',
    pages: [
      { path: '/', heading: 'Půjčovna a prodej filmové a foto techniky' },
      { path: '/objektivy', heading: 'Objektivy' },
      { path: '/checkout/kosik', heading: 'Košík' },
      { path: '/prihlaseni', heading: 'Přihlášení' },
    ],
    product: { path: '/sony-fx6', heading: 'Sony FX6', add: 'Přidat do košíku – Sony FX6' },
    account: {
      registration: '/registrace',
      login: '/prihlaseni',
      account: '/ucet',
      subject: 'Potvrďte svůj e-mail',
      labels: {
        firstname: 'Jméno',
        lastname: 'Příjmení',
        email: 'E-mail',
        password: 'Heslo',
        passwordAgain: 'Heslo znovu',
      },
      register: 'Zaregistrovat se',
      emailConfirmation: 'Potvrzení e-mailu',
      signIn: 'Přihlásit se',
      myOrders: 'Moje objednávky',
    },
  },
  {
    locale: 'en',
    pages: [
      { path: '/en', heading: 'Film and photo equipment rental and sale' },
      { path: '/en/lenses', heading: 'Lenses' },
      { path: '/en/checkout/cart', heading: 'Cart' },
      { path: '/en/login', heading: 'Sign in' },
    ],
    product: { path: '/en/sony-fx6', heading: 'Sony FX6', add: 'Add to cart – Sony FX6' },
    account: {
      registration: '/en/registration',
      login: '/en/login',
      account: '/en/account',
      subject: 'Confirm your e-mail',
      labels: {
        firstname: 'First name',
        lastname: 'Last name',
        email: 'E-mail',
        password: 'Password',
        passwordAgain: 'Password again',
      },
      register: 'Register',
      emailConfirmation: 'E-mail confirmation',
      signIn: 'Sign in',
      myOrders: 'My orders',
    },
  },
];

/** Opens a page and waits until it has its heading and has stopped loading. */
async function open(page: Page, url: string, heading: string | RegExp, locale: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Načítá|Loading/ })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  console.log(`  ok ${url}`);
}

/** The e-mailed link of the newest message to `to` with `subject`, as a path of this shop. */
async function linkFromEmail(request: APIRequestContext, to: string, subject: string) {
  let link = '';
  await expect(async () => {
    const mailbox = (await (await request.get(`${base}/api/dev/emails.json`)).json()) as {
      emails: { to: string; subject: string; text: string }[];
    };
    const message = mailbox.emails.find((email) => email.to === to && email.subject === subject);
    link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

async function checkLanguage(page: Page, language: Language) {
  for (const { path: url, heading } of language.pages) {
    await open(page, url, heading, language.locale);
  }
  const { product, account } = language;
  await open(page, product.path, product.heading, language.locale);
  await page.getByRole('button', { name: product.add, exact: true }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('1');

  const email = `mono.${language.locale}.${Date.now()}@example.cz`;
  const password = 'natacime-2026';
  await open(page, account.registration, /.+/, language.locale);
  const { labels } = account;
  await page.getByLabel(labels.firstname).fill('Jana');
  await page.getByLabel(labels.lastname).fill('Nováková');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByLabel(labels.passwordAgain, { exact: true }).fill(password);
  await page.getByRole('button', { name: account.register }).click();
  const confirmation = await linkFromEmail(page.request, email, account.subject);
  await open(page, confirmation, account.emailConfirmation, language.locale);
  await open(page, account.login, /.+/, language.locale);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: account.signIn }).click();
  await page.waitForURL((url) => url.pathname !== account.login);
  await open(page, account.account, account.myOrders, language.locale);
}

/**
 * The service worker installs, and the page reloaded under it shows again; the version poller
 * reads the deployment's build ids and, the build being the deployed one, asks for no reload.
 */
async function checkServiceWorker(browser: Browser) {
  console.log('service worker and version poller:');
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const polled = page.waitForRequest((request) => request.url().includes('/builds/latest.json'));
  const home = languages[0]?.pages[0] ?? { path: '/', heading: /.+/ };
  await open(page, home.path, home.heading, 'cs');
  await polled;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe(home.path);
  expect(errors, errors.join('\n')).toEqual([]);
  console.log('  ok installed, controls the page, no reload asked');
  await context.close();
}

async function main() {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'shop-monolith-'));
  execFileSync('npx', ['tsx', 'scripts/deploy.ts', 'shell', '--from', from], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DEPLOY_DIR: deployDir, INIT_CWD: root },
  });
  const server = spawn('npm', ['run', 'start', '-w', '@shop/api'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DEPLOY_DIR: deployDir,
      PGLITE_DIR: 'memory',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEV_PAGES: '1',
    },
    detached: true,
  });
  let failed = false;
  try {
    for (let i = 0; i < 300; i += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const registry = await (await fetch(`${base}/remotes.json`)).json();
    expect(registry, 'the deployment has no remotes').toEqual({});

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    try {
      for (const language of languages) {
        console.log(`${language.locale}:`);
        const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
        const page = await context.newPage();
        const errors: string[] = [];
        const scripts: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/remotes/')) errors.push(`asked for ${pathname}`);
          if (request.resourceType() === 'script') scripts.push(pathname);
        });
        await checkLanguage(page, language);
        // The catalogue's header widget and the checkout's cart service are loaded, from chunks
        // of the one bundle.
        for (const chunk of ['catalog-widgets-header-search', 'checkout-services-cart-service']) {
          expect(
            scripts.some((script) => script.startsWith(`/${chunk}.`)),
            chunk,
          ).toBe(true);
        }
        expect(errors, errors.join('\n')).toEqual([]);
        await context.close();
      }
      await checkServiceWorker(browser);
    } finally {
      await browser.close();
    }
    console.log('the monolith serves every checked page in cs and en without a console error');
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(deployDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

void main();
