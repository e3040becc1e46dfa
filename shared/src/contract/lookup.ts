import { type Static, Type } from 'typebox';
import { Locale, NullableString } from './common';
import { FIELD_LIMITS } from './field-limits';

// Address autocomplete and company registry (ARES) lookups. The API answers through adapters:
// a local one from seeded data sets (default) or the real provider, chosen by configuration.

export const ADDRESS_QUERY_MAX_LENGTH = 200;
export const ADDRESS_LIMIT = 8;
export const ADDRESS_LIMIT_MAX = 20;

/** GET /maps/address-autocomplete?query=&limit=&lang= */
export const AddressAutocompleteQuery = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: ADDRESS_QUERY_MAX_LENGTH }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADDRESS_LIMIT_MAX })),
    lang: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type AddressAutocompleteQuery = Static<typeof AddressAutocompleteQuery>;

export const AddressSuggestion = Type.Object({
  /** One line for the list: 'Komunardů 894/32, 170 00 Praha 7'. */
  label: Type.String(),
  street: Type.String(),
  /** 'číslo popisné/číslo orientační', e.g. '894/32'. */
  houseNumber: Type.String(),
  city: Type.String(),
  /** Czech format '170 00'. */
  zipCode: Type.String(),
  /** ISO 3166-1 alpha-2. */
  country: Type.String(),
  location: Type.Union([Type.Object({ lat: Type.Number(), lon: Type.Number() }), Type.Null()]),
});
export type AddressSuggestion = Static<typeof AddressSuggestion>;

export const AddressAutocompleteResponse = Type.Object({
  success: Type.Literal(true),
  result: Type.Array(AddressSuggestion),
});
export type AddressAutocompleteResponse = Static<typeof AddressAutocompleteResponse>;

/** GET /user-company/ares?taxRegNo= (the Czech company ID, IČO: 8 digits, spaces ignored). */
export const CompanyRegistryQuery = Type.Object(
  { taxRegNo: Type.String({ minLength: 1, maxLength: FIELD_LIMITS.companyId }) },
  { additionalProperties: false },
);
export type CompanyRegistryQuery = Static<typeof CompanyRegistryQuery>;

/** A company as the registry knows it, in the field names of the shop's Company. */
export const CompanyRegistryRecord = Type.Object({
  taxRegNo: Type.String(),
  vatRegNo: NullableString,
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
});
export type CompanyRegistryRecord = Static<typeof CompanyRegistryRecord>;

/** 404 { success: false, message: 'Company with ID 12345678 cannot be found' } when unknown. */
export const CompanyRegistryResponse = Type.Object({
  success: Type.Literal(true),
  result: CompanyRegistryRecord,
});
export type CompanyRegistryResponse = Static<typeof CompanyRegistryResponse>;
