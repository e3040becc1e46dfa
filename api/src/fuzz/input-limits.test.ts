// Every text a route takes is bounded, every number has a range and every list a length: a route
// whose schema lets a field grow without limit fails here, whoever adds it.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CartUpdate } from '@shop/shared/contract';
import { createTestApp, type TestApp } from '../test/test-db';
import type { JsonSchema } from './schema-arbitrary';

/** The places in a schema where input is unbounded, as JSON pointers. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches)
    return branches.flatMap((branch, index) => unbounded(branch, `${path}/anyOf/${index}`));
  if ('const' in schema || schema.enum) return [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.maxLength === undefined && schema.pattern === undefined ? [path] : [];
    case 'integer':
    case 'number':
      return schema.minimum === undefined || schema.maximum === undefined ? [path] : [];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [path] : []),
        ...(schema.items ? unbounded(schema.items, `${path}/items`) : []),
      ];
    case 'object':
      return [
        ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
          unbounded(value, `${path}/${key}`),
        ),
        ...Object.entries(schema.patternProperties ?? {}).flatMap(([key, value]) =>
          unbounded(value, `${path}/${key}`),
        ),
      ];
    case 'boolean':
    case 'null':
      return [];
    default:
      return [path];
  }
}

let t: TestApp;
before(async () => {
  t = await createTestApp({ config: { devPages: true } });
});
after(async () => {
  await t?.close();
});

describe('input limits', () => {
  it('bound every field of every route, and of the cart update inside POST /cart/update', () => {
    const found: string[] = [];
    for (const route of t.app.routeCatalogue) {
      const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
      for (const part of ['params', 'querystring', 'body'] as const) {
        const partSchema = schema[part];
        if (partSchema)
          found.push(...unbounded(partSchema, `${route.method} ${route.url} ${part}`));
      }
    }
    found.push(...unbounded(CartUpdate as unknown as JsonSchema, 'cart update'));
    assert.deepEqual(found, []);
  });

  it('finds an unbounded field when there is one', () => {
    assert.deepEqual(
      unbounded(
        {
          type: 'object',
          properties: {
            note: { type: 'string' },
            count: { type: 'integer', minimum: 0 },
            tags: { type: 'array', items: { type: 'string', maxLength: 5 } },
            ok: { type: 'string', maxLength: 10 },
          },
        },
        'x',
      ),
      ['x/note', 'x/count', 'x/tags'],
    );
  });
});

/** POST of `size` bytes of `type` to the listening app; the status it answered, or the error. */
function postHuge(port: number, type: string, size: number): Promise<string> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/cart/update',
        method: 'POST',
        headers: { 'content-type': type, 'content-length': String(size) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve(`${response.statusCode} ${body}`));
      },
    );
    // The server answers and closes before the body is through: the answer is what counts.
    request.on('error', (error) => resolve(`no answer: ${error.message}`));
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

describe('a body over the limit', () => {
  it('is answered 413 with a message, a form as a JSON body, over a real connection', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const refusal = `413 ${JSON.stringify({ success: false, message: 'Request body is too large' })}`;
    for (const type of ['application/x-www-form-urlencoded', 'application/json']) {
      assert.equal(await postHuge(port, type, 50 * 1024 * 1024), refusal, type);
    }
  });
});
