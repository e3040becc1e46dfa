/**
 * @jest-environment node
 *
 * An API module's SQL lives in its repository files (`repository.ts`, `<something>-repository.ts`),
 * and a repository is private to its module: other modules, the staff tool and the seed call the
 * module's services, exported from its `index.ts`. The test parses the API's production source with
 * swc and lists
 * - a module file that re-exports a value (not a type) from a repository file: the index offering a
 *   repository function or SQL fragment to other modules, or a file passing one through to it;
 * - a file that is not a repository file yet queries the database: a drizzle query builder called
 *   on a database or transaction (`db.select(`, `tx.insert(`, `app.db.execute(`, …), a table
 *   imported from db/schema, or an SQL fragment built with drizzle-orm (`sql`, `eq`, …). Row types
 *   (`import type`) are fine. The few places outside the modules that write SQL by design are
 *   listed in OUTSIDE_REPOSITORIES with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSource } from './swc-source';

const api = path.resolve(__dirname, '../../api');

/** Files (relative to api/; a folder ends in '/') that query outside a repository, and why. */
const OUTSIDE_REPOSITORIES: Record<string, string> = {
  'src/db/schema.ts': 'the tables themselves, declared with drizzle-orm',
  'src/db/client.ts': 'opens the database (PGlite or PostgreSQL) every repository queries',
  'src/db/migrate.ts': 'migrations: applies the SQL files of db/migrations before any module runs',
  'src/db/order-owner.ts':
    'whose orders a list shows: one condition the order, invoice and project repositories share',
  'src/db/seed/': 'the seed writes the demo data set table by table, beside the modules',
  'src/test/': 'test helpers set up and read rows directly to arrange and check a test',
  'scripts/bench-seed.ts': 'the benchmark fills a database of its own size, beside the modules',
};

/** The methods of a drizzle database or transaction that run SQL. */
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
]);

/** What a database or a transaction is called: `db`, `tx`, `app.db`, `change.tx`, `pgDb`, … */
const DATABASE_NAME = /^(?:db|tx|trx|database)$|[a-z0-9](?:Db|Tx)$/;

const isRepository = (file: string) => /^(?:.+-)?repository\.ts$/.test(path.basename(file));
const isModuleIndex = (file: string) =>
  /(?:^|\/)src\/modules\/[^/]+\/index\.ts$/.test(file.split(path.sep).join('/'));
const inModules = (file: string) => /(?:^|\/)src\/modules\//.test(file.split(path.sep).join('/'));

type Node = { type?: string; span?: { start: number; end: number } } & Record<string, unknown>;
interface Named {
  value?: string;
}
interface Specifier {
  type: string;
  isTypeOnly?: boolean;
  local?: Named;
  orig?: Named;
  exported?: Named | null;
}
interface ModuleItem extends Node {
  typeOnly?: boolean;
  source?: { value: string } | null;
  specifiers?: Specifier[];
}

/** The names a specifier list brings in or passes on as values (types left out). */
function valueNames(item: ModuleItem): string[] {
  if (item.typeOnly) return [];
  if (item.type === 'ExportAllDeclaration') return ['*'];
  return (item.specifiers ?? [])
    .filter((specifier) => !specifier.isTypeOnly)
    .map((specifier) =>
      specifier.type === 'ImportNamespaceSpecifier' || specifier.type === 'ExportNamespaceSpecifier'
        ? '*'
        : (specifier.orig?.value ?? specifier.local?.value ?? '?'),
    );
}

/** The module items of a source, and the line of a span's start. */
function parse(source: string): { body: ModuleItem[]; lineOf: (position: number) => number } {
  const { module, lineOf } = parseSource(source);
  return { body: module.body as ModuleItem[], lineOf };
}

/** A value a module file passes on from a repository file. */
interface RepositoryExport {
  file: string;
  line: number;
  name: string;
}

/** (a) What a module file re-exports as values from a repository file. */
function repositoryReexports(file: string, source: string): RepositoryExport[] {
  if (!inModules(file) || isRepository(file)) return [];
  const { body, lineOf } = parse(source);
  const fromRepository = (item: ModuleItem) =>
    item.source !== null && item.source !== undefined && isRepository(`${item.source.value}.ts`);
  // The index may also import a repository's function and export it under its own name.
  const imported = new Set(
    isModuleIndex(file)
      ? body
          .filter((item) => item.type === 'ImportDeclaration' && fromRepository(item))
          .flatMap((item) =>
            (item.specifiers ?? [])
              .filter((specifier) => !item.typeOnly && !specifier.isTypeOnly)
              .map((specifier) => specifier.local?.value),
          )
      : [],
  );
  return body.flatMap((item) => {
    const line = lineOf(item.span?.start ?? 0);
    const names =
      item.type === 'ExportNamedDeclaration' && !item.source
        ? valueNames(item).filter((name) => imported.has(name))
        : (item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration') &&
            fromRepository(item)
          ? valueNames(item)
          : [];
    return names.map((name) => ({ file, line, name }));
  });
}

/** The name a call's receiver ends in: `db` of `db.select`, `tx` of `change.tx.insert`. */
function receiverName(object: Node | undefined): string | undefined {
  if (object?.type === 'Identifier') return (object as Named).value;
  if (object?.type === 'MemberExpression') return (object.property as Named | undefined)?.value;
  return undefined;
}

/** (b) Where a file that is not a repository file queries the database. */
function queriesOutsideRepository(file: string, source: string): string[] {
  if (isRepository(file)) return [];
  const { body, lineOf } = parse(source);
  const found: string[] = [];
  for (const item of body) {
    if (item.type !== 'ImportDeclaration' || !item.source) continue;
    const names = valueNames(item);
    if (names.length === 0) continue;
    const from = item.source.value;
    const at = `${file}:${lineOf(item.span?.start ?? 0)}`;
    if (/(?:^|\/)db\/schema$/.test(from)) {
      found.push(`${at} imports ${names.join(', ')} from db/schema`);
    } else if (from === 'drizzle-orm' || from.startsWith('drizzle-orm/')) {
      found.push(`${at} builds SQL with ${names.join(', ')} of ${from}`);
    }
  }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    if (current.type === 'CallExpression') {
      const callee = current.callee as Node | undefined;
      const method = (callee?.property as Named | undefined)?.value;
      const receiver = receiverName(callee?.object as Node | undefined);
      if (
        callee?.type === 'MemberExpression' &&
        method !== undefined &&
        QUERY_METHODS.has(method) &&
        receiver !== undefined &&
        DATABASE_NAME.test(receiver)
      ) {
        found.push(`${file}:${lineOf(current.span?.start ?? 0)} calls ${receiver}.${method}()`);
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'span') visit(value);
  };
  visit(body);
  return found;
}

/** The exception that covers a file (relative to api/), if any. */
const exceptionOf = (file: string) =>
  Object.keys(OUTSIDE_REPOSITORIES).find((allowed) =>
    allowed.endsWith('/') ? file.startsWith(allowed) : file === allowed,
  );

describe('API modules keep their SQL in their repositories', () => {
  const index = 'src/modules/order/index.ts';
  it.each([
    ['src/modules/cart/index.ts', "export { findProducts } from './reference-repository';", 1],
    [index, "export {\n  findCustomerById,\n  lockProducts,\n} from './repository';", 2],
    [index, "export { ownerCondition } from './account-repository';", 1],
    [index, "export * from './repository';", 1],
    [index, "export * as orders from './repository';", 1],
    [index, "export { type OrderRow, findCustomerById } from './repository';", 1],
    [index, "import { findCustomerById } from './repository';\nexport { findCustomerById };", 1],
    [index, "import { findCustomerById as f } from './repository';\nexport { f as g };", 1],
    [
      'src/modules/billing/service.ts',
      "export { discardOutbox as discardSeededMessages } from './repository';",
      1,
    ],
    [index, "export type { OrderRow } from './repository';", 0],
    [index, "export { type OrderItemRow, type OrderRow } from './repository';", 0],
    [index, "export { customerById } from './service';", 0],
    [index, "export { findOrder } from './order-repository-view';", 0],
    ['src/modules/order/service.ts', "import { findCustomerById } from './repository';", 0],
    ['src/modules/order/service.ts', "import { x } from './repository';\nexport { x };", 0],
  ])('a module file re-exporting: %s `%s` → %d', (file, source, count) => {
    expect(repositoryReexports(file, source)).toHaveLength(count);
  });

  const search = 'src/modules/catalog/search.ts';
  const staff = 'src/staff/staff-commands.ts';
  it.each([
    [search, 'const rows = await db\n  .select({ id: products.id })\n  .from(products);', 1],
    [search, 'await db.selectDistinct({ stem }).from(products);', 1],
    [staff, 'await tx.update(orders).set({ status }).where(eq(orders.id, id));', 1],
    [staff, 'await tx.insert(orderItems).values(rows);', 1],
    [staff, 'await change.tx.delete(orderItems).where(condition);', 1],
    ['src/modules/health/routes.ts', 'await app.db.execute(sql`select 1`);', 1],
    [search, 'await this.db.select().from(products);', 1],
    ['src/staff/document-commands.ts', "import { documents, orders } from '../db/schema';", 1],
    ['src/modules/cart/x.ts', "import { carts, type CartRow } from '../../db/schema';", 1],
    ['src/modules/cart/x.ts', "import * as schema from '../../db/schema';", 1],
    ['src/modules/lookup/adapters.ts', "import { and, eq, sql } from 'drizzle-orm';", 1],
    [
      'src/modules/cart/cart-state.ts',
      "import type { CartShippingData } from '../../db/schema';",
      0,
    ],
    [
      'src/modules/cart/cart-state.ts',
      "import { type CartShippingData } from '../../db/schema';",
      0,
    ],
    [search, "import type { SQL } from 'drizzle-orm';", 0],
    ['src/modules/catalog/search-repository.ts', 'await db.select().from(products);', 0],
    ['src/modules/order/repository.ts', "import { orders } from '../../db/schema';", 0],
    [search, "createHash('sha256').update(token).digest('hex');", 0],
    [search, 'vocabularies.delete(db);', 0],
    [search, 'await db.transaction(async (tx) => work(tx));', 0],
    [search, '// await db.select().from(products)\nconst a = 1;', 0],
    [search, "const text = 'db.select()';", 0],
  ])('a file querying: %s `%s` → %d', (file, source, count) => {
    expect(queriesOutsideRepository(file, source)).toHaveLength(count);
  });

  const files = ['src', 'scripts']
    .flatMap((folder) =>
      readdirSync(path.join(api, folder), { recursive: true }).map((file) =>
        path.join(folder, String(file)).split(path.sep).join('/'),
      ),
    )
    .filter((file) => /\.ts$/.test(file) && !/\.(?:test|d)\.ts$/.test(file));

  const reexports = files.flatMap((file) =>
    repositoryReexports(file, readFileSync(path.join(api, file), 'utf8')),
  );

  it('lists no repository re-export in the API', () => {
    expect(files.length).toBeGreaterThan(250);
    expect(reexports.map(({ file, line, name }) => `${file}:${line} ${name}`)).toEqual([]);
  });

  const queries = files.flatMap((file) =>
    queriesOutsideRepository(file, readFileSync(path.join(api, file), 'utf8')),
  );
  const fileOf = (finding: string) => finding.slice(0, finding.indexOf(':'));

  it('lists no query outside a repository in the API, but the exceptions', () => {
    expect(queries.filter((finding) => exceptionOf(fileOf(finding)) === undefined)).toEqual([]);
  });

  it.each(Object.entries(OUTSIDE_REPOSITORIES))(
    'still needs the exception of %s (%s)',
    (allowed) => {
      expect(queries.some((finding) => exceptionOf(fileOf(finding)) === allowed)).toBe(true);
    },
  );
});
