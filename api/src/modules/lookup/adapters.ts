// Adapters of the two outside services the checkout uses: address autocomplete (Mapy.com suggest
// API) and the Czech company registry (ARES). Each has the real provider's request shape and a
// local default that answers from the seeded data sets with no network; config.ts chooses.

import type { AddressSuggestion, CompanyRegistryRecord, Locale } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { searchWords } from '../../lib/search-text';
import { findAddressPoints, findRegistryCompany } from './repository';

export interface AddressProvider {
  suggest(query: string, options: { limit: number; lang: Locale }): Promise<AddressSuggestion[]>;
}

export interface CompanyRegistry {
  /** The company with this ID (eight digits, valid checksum), or null when the registry has none. */
  findByTaxRegNo(taxRegNo: string): Promise<CompanyRegistryRecord | null>;
}

export interface Lookups {
  addresses: AddressProvider;
  companies: CompanyRegistry;
}

/** An outside service failed or answered something unexpected (answered as 502). */
export class ProviderError extends Error {
  readonly statusCode = 502;
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

export function addressLabel(a: {
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
}) {
  return `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`;
}

// ---------------------------------------------------------------- local defaults

/** Every word of the query must occur in the address (street, number, city, zip; no accents). */
export function createLocalAddressProvider(db: Database): AddressProvider {
  return {
    async suggest(query, { limit }) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const rows = await findAddressPoints(db, words, limit);
      return rows.map((row) => ({
        label: addressLabel(row),
        street: row.street,
        houseNumber: row.houseNumber,
        city: row.city,
        zipCode: row.zipCode,
        country: row.country,
        location: { lat: row.latitude, lon: row.longitude },
      }));
    },
  };
}

export function createLocalCompanyRegistry(db: Database): CompanyRegistry {
  return {
    async findByTaxRegNo(taxRegNo) {
      return (await findRegistryCompany(db, taxRegNo)) ?? null;
    },
  };
}

export function createLocalLookups(db: Database): Lookups {
  return { addresses: createLocalAddressProvider(db), companies: createLocalCompanyRegistry(db) };
}

// ---------------------------------------------------------------- real providers

type Fetch = typeof fetch;

export interface MapyOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** One item of GET /v1/suggest. */
interface MapySuggestItem {
  name?: string;
  label?: string;
  position?: { lon: number; lat: number };
  type?: string;
  location?: string;
  regionalStructure?: Array<{ name: string; type: string; isoCode?: string }>;
  zip?: string;
}

/** 'Komunardů 894/32' with street 'Komunardů' -> '894/32'. */
function houseNumberOf(addressName: string, street: string): string {
  return addressName.startsWith(street) ? addressName.slice(street.length).trim() : addressName;
}

/** Mapy.com suggest API: GET {base}/v1/suggest?query=&lang=&limit=&type=regional.address&locality=cz */
export function createMapyAddressProvider(options: MapyOptions): AddressProvider {
  const base = (options.baseUrl ?? 'https://api.mapy.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async suggest(query, { limit, lang }) {
      const url = new URL(`${base}/v1/suggest`);
      url.searchParams.set('query', query);
      url.searchParams.set('lang', lang);
      url.searchParams.set('limit', String(Math.min(limit, 15)));
      url.searchParams.set('type', 'regional.address');
      url.searchParams.set('locality', 'cz');
      let body: { items?: MapySuggestItem[] };
      try {
        const response = await doFetch(url, {
          headers: { 'X-Mapy-Api-Key': options.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        body = (await response.json()) as { items?: MapySuggestItem[] };
      } catch (error) {
        throw new ProviderError(
          `Address autocomplete is not available: ${(error as Error).message}`,
        );
      }
      return (body.items ?? []).flatMap((item) => {
        const parts = item.regionalStructure ?? [];
        const part = (type: string) => parts.find((p) => p.type === type)?.name ?? '';
        const street = part('regional.street') || part('regional.municipality_part');
        const address = part('regional.address') || item.name || '';
        const city = part('regional.municipality');
        if (!address || !city) return [];
        const suggestion = {
          street,
          houseNumber: houseNumberOf(address, street),
          city,
          zipCode: item.zip ?? '',
          country: parts.find((p) => p.type === 'regional.country')?.isoCode ?? 'CZ',
        };
        return [
          {
            label: addressLabel(suggestion),
            ...suggestion,
            location: item.position ? { lat: item.position.lat, lon: item.position.lon } : null,
          },
        ];
      });
    },
  };
}

export interface AresOptions {
  baseUrl?: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** ARES: GET {base}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/{ico}; 404 when unknown. */
interface AresSubject {
  ico?: string;
  obchodniJmeno?: string;
  dic?: string;
  sidlo?: {
    kodStatu?: string;
    nazevObce?: string;
    nazevCastiObce?: string;
    nazevUlice?: string;
    cisloDomovni?: number;
    cisloOrientacni?: number;
    cisloOrientacniPismeno?: string;
    psc?: number;
  };
}

/** 11000 -> '110 00'. */
function formatZip(psc: number | undefined): string {
  if (psc === undefined) return '';
  const digits = String(psc).padStart(5, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export function createAresCompanyRegistry(options: AresOptions = {}): CompanyRegistry {
  const base = (options.baseUrl ?? 'https://ares.gov.cz').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async findByTaxRegNo(taxRegNo) {
      const url = `${base}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/${taxRegNo}`;
      let subject: AresSubject;
      try {
        const response = await doFetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`status ${response.status}`);
        subject = (await response.json()) as AresSubject;
      } catch (error) {
        throw new ProviderError(
          `The company registry is not available: ${(error as Error).message}`,
        );
      }
      const seat = subject.sidlo ?? {};
      const orientation =
        seat.cisloOrientacni === undefined
          ? ''
          : `/${seat.cisloOrientacni}${seat.cisloOrientacniPismeno ?? ''}`;
      const number = seat.cisloDomovni === undefined ? '' : `${seat.cisloDomovni}${orientation}`;
      const streetName = seat.nazevUlice ?? seat.nazevCastiObce ?? seat.nazevObce ?? '';
      return {
        taxRegNo: subject.ico ?? taxRegNo,
        vatRegNo: subject.dic ?? null,
        name: subject.obchodniJmeno ?? '',
        street: [streetName, number].filter(Boolean).join(' '),
        city: seat.nazevObce ?? '',
        zipCode: formatZip(seat.psc),
        country: seat.kodStatu ?? 'CZ',
      };
    },
  };
}
