/**
 * One API over a fresh database for a whole test file: started in node:test's `before`, stopped in
 * its `after`. Call it at the top of the file; `app` and `database` are there once `before` ran,
 * and `get`/`verify` are the requests and set-up the account tests share.
 */
import { after, before } from 'node:test';
import { eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import { createTestApp, type TestApp } from './test-db';

export interface FileTestApp {
  readonly app: TestApp['app'];
  readonly database: TestApp['database'];
  /** GET with the customer's access token (when given): the status and the parsed body. */
  get<T>(url: string, token?: string): Promise<{ status: number; body: T }>;
  /** Marks the customer's e-mail as confirmed (guest orders of it then show in the account). */
  verify(email: string): Promise<void>;
}

/**
 * `afterStart` prepares more for the file (a fixture) once the app is up: in the same `before`,
 * since node:test (Node 20) does not wait for one root `before` before starting the next.
 */
export function testAppForFile(
  options: Parameters<typeof createTestApp>[0] = {},
  afterStart?: (started: TestApp) => Promise<void>,
): FileTestApp {
  let current: TestApp | undefined;
  before(async () => {
    current = await createTestApp(options);
    await afterStart?.(current);
  });
  after(async () => {
    await current?.close();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('The test app starts in before(); use it inside a test.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    async get<T>(url: string, token?: string) {
      const response = await started().app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.statusCode, body: response.json() as T };
    },
    async verify(email: string) {
      await started()
        .database.db.update(customers)
        .set({ emailVerified: true })
        .where(eq(customers.email, email));
    },
  };
}
