import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressAutocompleteResponse, CompanyRegistryResponse } from '@shop/shared/contract';
import { buildApp } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import type { CompanyRegistry } from './adapters';

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;
before(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
});

async function get<T>(target: ReturnType<typeof buildApp>, url: string) {
  const response = await target.inject(url);
  return { status: response.statusCode, body: response.json() as T };
}

describe('GET /api/maps/address-autocomplete (local data set)', () => {
  it('suggests addresses for words without accents, street and city', async () => {
    const { status, body } = await get<AddressAutocompleteResponse>(
      app,
      '/api/maps/address-autocomplete?query=komunardu%20894',
    );
    assert.equal(status, 200);
    assert.deepEqual(body.result[0], {
      label: 'Komunardů 894/32, 170 00 Praha 7',
      street: 'Komunardů',
      houseNumber: '894/32',
      city: 'Praha 7',
      zipCode: '170 00',
      country: 'CZ',
      location: { lat: 50.1035, lon: 14.4497 },
    });
    const brno = await get<AddressAutocompleteResponse>(
      app,
      '/api/maps/address-autocomplete?query=Palack%C3%A9ho%20Brno&limit=3',
    );
    assert.equal(brno.body.result.length, 3);
    assert.ok(brno.body.result.every((a) => a.city === 'Brno' && a.street === 'Palackého třída'));
    const byZip = await get<AddressAutocompleteResponse>(
      app,
      '/api/maps/address-autocomplete?query=61200',
    );
    assert.ok(
      byZip.body.result.length > 0 && byZip.body.result.every((a) => a.zipCode === '612 00'),
    );
    assert.equal(byZip.body.result.length, 8, 'default limit');
  });

  it('answers an empty list for nothing found or a blank query', async () => {
    for (const query of ['xyzzy', '%20%20']) {
      const { status, body } = await get(app, `/api/maps/address-autocomplete?query=${query}`);
      assert.equal(status, 200);
      assert.deepEqual(body, { success: true, result: [] });
    }
  });

  it('refuses a missing, empty or too long query and a bad limit', async () => {
    const cases: Array<[string, string]> = [
      ['', 'query is required'],
      ['?query=', 'query must not be empty'],
      [`?query=${'a'.repeat(201)}`, 'query must be at most 200 characters long'],
      ['?query=praha&limit=21', 'limit must be <= 20'],
      ['?query=praha&lang=de', 'lang must be one of: cs, en'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(app, `/api/maps/address-autocomplete${query}`);
      assert.equal(status, 400, query);
      assert.deepEqual(body, { success: false, message });
    }
  });
});

describe('GET /api/user-company/ares (local data set)', () => {
  it('finds a company by its ID, spaces ignored', async () => {
    const { status, body } = await get<CompanyRegistryResponse>(
      app,
      '/api/user-company/ares?taxRegNo=175%2008%20622',
    );
    assert.equal(status, 200);
    assert.deepEqual(body, {
      success: true,
      result: {
        taxRegNo: '17508622',
        vatRegNo: 'CZ17508622',
        name: 'Ateliér Vltava s.r.o.',
        street: 'Korunní 2569/108',
        city: 'Praha 10',
        zipCode: '101 00',
        country: 'CZ',
      },
    });
  });

  it('answers 404 with a clear sentence for an unknown company ID', async () => {
    // 12345679 has a valid check digit but is not in the data set.
    const { status, body } = await get(app, '/api/user-company/ares?taxRegNo=12345679');
    assert.equal(status, 404);
    assert.deepEqual(body, {
      success: false,
      message: 'Company with ID 12345679 cannot be found',
    });
  });

  it('refuses malformed IDs', async () => {
    const cases: Array<[string, string]> = [
      ['', 'taxRegNo is required'],
      ['?taxRegNo=1234', 'taxRegNo must be 8 digits'],
      ['?taxRegNo=abcdefgh', 'taxRegNo must be 8 digits'],
      ['?taxRegNo=12345678', 'taxRegNo 12345678 is not a valid company ID'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(app, `/api/user-company/ares${query}`);
      assert.equal(status, 400, query);
      assert.deepEqual(body, { success: false, message });
    }
  });

  it('uses the configured adapter; a failing provider is a 5xx without details', async () => {
    const calls: string[] = [];
    const registry: CompanyRegistry = {
      async findByTaxRegNo(taxRegNo) {
        calls.push(taxRegNo);
        if (taxRegNo === '12345679') throw new Error('registry down: secret detail');
        return null;
      },
    };
    const other = buildApp({ db: database.db, lookups: { companies: registry } });
    await other.ready();
    try {
      const missing = await get(other, '/api/user-company/ares?taxRegNo=17508622');
      assert.equal(missing.status, 404, 'the local data set is not asked');
      const down = await get(other, '/api/user-company/ares?taxRegNo=12345679');
      assert.equal(down.status, 500);
      assert.deepEqual(down.body, { success: false, message: 'Internal Server Error' });
      assert.deepEqual(calls, ['17508622', '12345679']);
    } finally {
      await other.close();
    }
  });
});
