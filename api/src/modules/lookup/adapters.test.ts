import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { icoCheckDigit, isValidIco, normalizeIco } from '@shop/shared/rules/company-id';
import { createAresCompanyRegistry, createMapyAddressProvider, ProviderError } from './adapters';

/** A fetch that records its requests and answers from a function. */
function fakeFetch(answer: (url: URL) => { status: number; body: unknown }) {
  const requests: Array<{ url: URL; headers: Record<string, string> }> = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

describe('Mapy.com suggest adapter', () => {
  it('sends the provider request and maps its items', async () => {
    const { fetchImpl, requests } = fakeFetch(() => ({
      status: 200,
      body: {
        items: [
          {
            name: 'Komunardů 894/32',
            label: 'Adresa',
            position: { lon: 14.4497, lat: 50.1035 },
            type: 'regional.address',
            location: 'Praha 7 - Holešovice, Česko',
            regionalStructure: [
              { name: 'Komunardů 894/32', type: 'regional.address' },
              { name: 'Komunardů', type: 'regional.street' },
              { name: 'Holešovice', type: 'regional.municipality_part' },
              { name: 'Praha', type: 'regional.municipality' },
              { name: 'Česko', type: 'regional.country', isoCode: 'CZ' },
            ],
            zip: '170 00',
          },
          { name: 'Praha', type: 'regional.municipality', regionalStructure: [] },
        ],
      },
    }));
    const provider = createMapyAddressProvider({ apiKey: 'k3y', fetch: fetchImpl });
    const result = await provider.suggest('komunardu 894', { limit: 30, lang: 'en' });
    assert.deepEqual(result, [
      {
        label: 'Komunardů 894/32, 170 00 Praha',
        street: 'Komunardů',
        houseNumber: '894/32',
        city: 'Praha',
        zipCode: '170 00',
        country: 'CZ',
        location: { lat: 50.1035, lon: 14.4497 },
      },
    ]);
    const [request] = requests;
    assert.equal(
      request?.url.origin + (request?.url.pathname ?? ''),
      'https://api.mapy.com/v1/suggest',
    );
    assert.equal(request?.url.searchParams.get('query'), 'komunardu 894');
    assert.equal(request?.url.searchParams.get('lang'), 'en');
    assert.equal(request?.url.searchParams.get('limit'), '15', 'the provider caps at 15');
    assert.equal(request?.url.searchParams.get('type'), 'regional.address');
    assert.equal(request?.headers['X-Mapy-Api-Key'], 'k3y');
  });

  it('turns provider failures into a ProviderError', async () => {
    const { fetchImpl } = fakeFetch(() => ({ status: 403, body: {} }));
    const provider = createMapyAddressProvider({ apiKey: 'x', fetch: fetchImpl });
    await assert.rejects(provider.suggest('praha', { limit: 5, lang: 'cs' }), ProviderError);
  });
});

describe('ARES adapter', () => {
  it('asks for the company ID and maps the seat address', async () => {
    const { fetchImpl, requests } = fakeFetch(() => ({
      status: 200,
      body: {
        ico: '17508622',
        obchodniJmeno: 'Ateliér Vltava s.r.o.',
        dic: 'CZ17508622',
        sidlo: {
          kodStatu: 'CZ',
          nazevObce: 'Praha',
          nazevCastiObce: 'Vinohrady',
          nazevUlice: 'Korunní',
          cisloDomovni: 2569,
          cisloOrientacni: 108,
          psc: 10100,
        },
      },
    }));
    const registry = createAresCompanyRegistry({ fetch: fetchImpl });
    assert.deepEqual(await registry.findByTaxRegNo('17508622'), {
      taxRegNo: '17508622',
      vatRegNo: 'CZ17508622',
      name: 'Ateliér Vltava s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha',
      zipCode: '101 00',
      country: 'CZ',
    });
    assert.equal(
      requests[0]?.url.href,
      'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/17508622',
    );
    assert.equal(requests[0]?.headers.Accept, 'application/json');
  });

  it('answers null for 404 and a ProviderError for other failures', async () => {
    const missing = createAresCompanyRegistry({
      fetch: fakeFetch(() => ({ status: 404, body: {} })).fetchImpl,
    });
    assert.equal(await missing.findByTaxRegNo('12345679'), null);
    const down = createAresCompanyRegistry({
      fetch: fakeFetch(() => ({ status: 500, body: {} })).fetchImpl,
    });
    await assert.rejects(down.findByTaxRegNo('12345679'), ProviderError);
  });
});

describe('company ID (IČO)', () => {
  it('computes and checks the check digit', () => {
    assert.equal(icoCheckDigit('1750862'), 2);
    assert.equal(icoCheckDigit('0912845'), 0);
    assert.equal(isValidIco('17508622'), true);
    assert.equal(isValidIco('17508623'), false);
    assert.equal(isValidIco('1750862'), false);
    // remainder 0 -> check digit 1, remainder 1 -> 0
    assert.equal(icoCheckDigit('0000000'), 1);
    assert.throws(() => icoCheckDigit('12'), /seven digits/);
  });
  it('normalizes typed IDs', () => {
    assert.equal(normalizeIco(' 175 08 622 '), '17508622');
    assert.equal(normalizeIco('1750862'), null);
    assert.equal(normalizeIco('CZ17508622'), null);
  });
});
