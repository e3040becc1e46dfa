import { type Static, Type } from 'typebox';
import { COMPANY_DATA_LIMITS } from '../rules/company-data';
import { Id, NullableString } from './common';
import { COMPANY_ROLES } from './constants';
import { FIELD_LIMITS } from './field-limits';

// Company billing profiles and their contacts (shop-spec §3, §6, §7; domain decisions: accounts,
// companies). The signed-in customer keeps companies (owner) and acts in other people's companies
// as a contact with roles, once the contact's e-mail is the customer's verified e-mail.

export { COMPANY_DATA_LIMITS } from '../rules/company-data';

/** The JSON text of a company or a contact in a form field. */
export const COMPANY_JSON_MAX_LENGTH = 4000;

export const CompanyRoleId = Type.Enum(COMPANY_ROLES);
export type CompanyRoleId = Static<typeof CompanyRoleId>;

/** GET /company-contact/roles: the role values (their labels are the pages' texts). */
export const CompanyRolesResponse = Type.Object({
  success: Type.Literal(true),
  roles: Type.Array(Type.Object({ id: CompanyRoleId })),
});
export type CompanyRolesResponse = Static<typeof CompanyRolesResponse>;

export const CompanyContact = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  roleId: Type.Array(CompanyRoleId),
});
export type CompanyContact = Static<typeof CompanyContact>;

export const Company = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
  /** Company ID (IČO). */
  taxRegNo: Type.String(),
  /** VAT ID (DIČ). */
  vatRegNo: NullableString,
  contacts: Type.Array(CompanyContact),
  /** The roles the signed-in customer holds in the company (the owner holds every role). */
  myRoles: Type.Array(CompanyRoleId),
  /** Whether the signed-in customer keeps the company. */
  owner: Type.Boolean(),
  /** The company has an invoiced order: its data change only through support. */
  locked: Type.Boolean(),
});
export type Company = Static<typeof Company>;

/** POST /user-company/list: the companies the customer keeps or is a contact of. */
export const CompanyListResponse = Type.Object({
  success: Type.Literal(true),
  result: Type.Array(Company),
});
export type CompanyListResponse = Static<typeof CompanyListResponse>;

const Text = (maxLength: number) => Type.String({ maxLength });

/** A company's data as the form sends it (inside the `company` JSON); no id creates one. */
export const CompanyInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text(COMPANY_DATA_LIMITS.name),
    street: Text(COMPANY_DATA_LIMITS.street),
    city: Text(COMPANY_DATA_LIMITS.city),
    zipCode: Text(COMPANY_DATA_LIMITS.zipCode),
    country: Text(COMPANY_DATA_LIMITS.country),
    taxRegNo: Text(COMPANY_DATA_LIMITS.taxRegNo),
    vatRegNo: Type.Optional(Type.Union([Text(COMPANY_DATA_LIMITS.vatRegNo), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CompanyInput = Static<typeof CompanyInput>;

/** POST /user-company/save, form field `company`: CompanyInput as JSON text (or an object). */
export const CompanySaveRequest = Type.Object(
  { company: Type.Union([Type.String({ maxLength: COMPANY_JSON_MAX_LENGTH }), Type.Object({})]) },
  { additionalProperties: false },
);
export type CompanySaveRequest = Static<typeof CompanySaveRequest>;

/** The company as it is now, after a change of it or of its contacts. */
export const CompanyResponse = Type.Object({
  success: Type.Literal(true),
  result: Company,
});
export type CompanyResponse = Static<typeof CompanyResponse>;

/** POST /user-company/delete (owner only). */
export const CompanyDeleteRequest = Type.Object({ id: Id }, { additionalProperties: false });
export type CompanyDeleteRequest = Static<typeof CompanyDeleteRequest>;

/**
 * POST /user-company/support: a message to the shop asking for a change of a locked company's
 * data, with the fields as they should be.
 */
export const CompanySupportRequest = Type.Object(
  {
    companyId: Id,
    message: Type.String({ maxLength: FIELD_LIMITS.note }),
    name: Type.Optional(Text(COMPANY_DATA_LIMITS.name)),
    street: Type.Optional(Text(COMPANY_DATA_LIMITS.street)),
    city: Type.Optional(Text(COMPANY_DATA_LIMITS.city)),
    zipCode: Type.Optional(Text(COMPANY_DATA_LIMITS.zipCode)),
    country: Type.Optional(Text(COMPANY_DATA_LIMITS.country)),
    taxRegNo: Type.Optional(Text(COMPANY_DATA_LIMITS.taxRegNo)),
    vatRegNo: Type.Optional(Text(COMPANY_DATA_LIMITS.vatRegNo)),
  },
  { additionalProperties: false },
);
export type CompanySupportRequest = Static<typeof CompanySupportRequest>;

/** A contact as the form sends it (inside the `contact` JSON); no id adds one. */
export const CompanyContactInput = Type.Object(
  {
    id: Type.Optional(Id),
    email: Type.String({ format: 'email', maxLength: FIELD_LIMITS.email }),
    roleId: Type.Array(CompanyRoleId, { minItems: 1, maxItems: COMPANY_ROLES.length }),
  },
  { additionalProperties: false },
);
export type CompanyContactInput = Static<typeof CompanyContactInput>;

/** POST /company-contact/save: the company and the contact as JSON text (or an object). */
export const CompanyContactSaveRequest = Type.Object(
  {
    companyId: Id,
    contact: Type.Union([Type.String({ maxLength: COMPANY_JSON_MAX_LENGTH }), Type.Object({})]),
  },
  { additionalProperties: false },
);
export type CompanyContactSaveRequest = Static<typeof CompanyContactSaveRequest>;

/** POST /company-contact/delete. */
export const CompanyContactDeleteRequest = Type.Object(
  { companyId: Id, contactId: Id },
  { additionalProperties: false },
);
export type CompanyContactDeleteRequest = Static<typeof CompanyContactDeleteRequest>;

/** The answer of a delete or a support message. */
export const CompanyDoneResponse = Type.Object({ success: Type.Literal(true) });
export type CompanyDoneResponse = Static<typeof CompanyDoneResponse>;
