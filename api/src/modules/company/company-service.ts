import {
  COMPANY_ROLES,
  type Company,
  CompanyContactInput,
  type CompanyContactSaveRequest,
  CompanyInput,
  type CompanySupportRequest,
  findUnsafeInput,
} from '@shop/shared/contract';
import {
  type CompanyDataField,
  type CompanyDataProblem,
  companyDataProblems,
  normalizeCompanyData,
} from '@shop/shared/rules/company-data';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/client';
import { normalizeEmail } from '../../lib/email-address';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import {
  describeSchemaErrors,
  refusedFieldOf,
  unsafeInputRefused,
} from '../../lib/validation-message';
import type { OrderViewer } from '../identity';
import { customerById } from '../identity';
import {
  type CompanyRow,
  type CompanyValues,
  deleteContact,
  findCompanies,
  findContact,
  findContactByEmail,
  findContacts,
  findLockedCompanyIds,
  insertCompany,
  insertContact,
  insertSupportMessage,
  markCompanyDeleted,
  updateCompany,
  updateContact,
} from './company-repository';
import { companySupportEmail } from './support-email';

/** The answers of refusals; the pages tell them apart by status and show their own texts. */
export const COMPANY_MESSAGES = {
  notFound: 'Company not found',
  contactNotFound: 'Contact not found',
  manageOnly: 'Only the company’s owner or an administrator may change the company',
  ownerOnly: 'Only the company’s owner may delete the company',
  locked:
    'The company has an invoiced order: its data can no longer be changed here, changes go through support (send a change request)',
  duplicateContact: 'The company already has a contact with this e-mail',
  messageRequired: 'message is required',
} as const;

const PROBLEM_WORDS: Record<CompanyDataProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  taxRegNoInvalid: 'must be a valid Czech company ID (8 digits with a check digit)',
  vatRegNoInvalid:
    'must be a VAT ID of the company’s country (CZ and 8 to 10 digits for a Czech company)',
  zipCodeInvalid: 'must be a Czech zip code (e.g. 170 00)',
  countryInvalid: 'must be a two-letter country code',
};

/** The id-less roles list of GET /company-contact/roles. */
export const COMPANY_ROLE_LIST = COMPANY_ROLES.map((id) => ({ id }));

const checkCompany = Compile(CompanyInput);
const checkContact = Compile(CompanyContactInput);

/**
 * A JSON form field (`company`, `contact`): JSON text, or an object of a JSON request. 400 naming
 * the field for bad JSON, a wrong shape or a value no request may carry.
 */
function parseJsonField<T>(
  raw: string | object,
  root: string,
  check: { Check(value: unknown): value is T; Errors(value: unknown): Iterable<unknown> },
): T {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(`${root} must be valid JSON`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${root} must be a JSON object`);
  }
  if (!check.Check(value)) {
    const errors = [...check.Errors(value)] as Parameters<typeof describeSchemaErrors>[0];
    throw badRequest(describeSchemaErrors(errors, { root }), refusedFieldOf(errors, root));
  }
  const unsafe = findUnsafeInput(value);
  if (unsafe) throw unsafeInputRefused(unsafe, root);
  return value;
}

/** The company's data, normalised, or 400 with the first problem in words. */
function companyValues(input: CompanyInput, root = 'company'): CompanyValues {
  const problems = Object.entries(companyDataProblems(input)) as Array<
    [CompanyDataField, CompanyDataProblem]
  >;
  const [first] = problems;
  if (first) throw badRequest(`${root}.${first[0]} ${PROBLEM_WORDS[first[1]]}`);
  return normalizeCompanyData(input);
}

/** The company with what the viewer may know of it. */
function companyOf(
  viewer: OrderViewer,
  row: CompanyRow,
  contacts: Company['contacts'],
  locked: boolean,
): Company {
  const myRoles = [...(viewer.companyRoles.get(row.id) ?? [])];
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    zipCode: row.zipCode,
    country: row.country,
    taxRegNo: row.taxRegNo,
    vatRegNo: row.vatRegNo,
    // Other people's e-mails: for those who manage the company.
    contacts: companyRoleAllows(myRoles, 'manage-company') ? contacts : [],
    myRoles,
    owner: row.ownerCustomerId === viewer.customerId,
    locked,
  };
}

/** The viewer's companies (kept, or theirs as a verified contact), oldest first. */
async function viewerCompanies(
  db: Database,
  viewer: OrderViewer,
  only?: number,
): Promise<Company[]> {
  const ids = [...viewer.companyRoles.keys()].filter((id) => only === undefined || id === only);
  const rows = await findCompanies(db, ids);
  const found = rows.map((row) => row.id);
  const contacts = await findContacts(db, found);
  const locked = await findLockedCompanyIds(db, found);
  return rows.map((row) =>
    companyOf(
      viewer,
      row,
      contacts
        .filter((contact) => contact.companyId === row.id)
        .map((contact) => ({ id: contact.id, email: contact.email, roleId: contact.roles })),
      locked.has(row.id),
    ),
  );
}

/** POST /user-company/list. */
/** A company that is not deleted, by its id (an order billed to it copies its details). */
export async function findCompany(db: Database, id: number): Promise<CompanyRow | undefined> {
  const [company] = await findCompanies(db, [id]);
  return company;
}

export function listCompanies(db: Database, viewer: OrderViewer): Promise<Company[]> {
  return viewerCompanies(db, viewer);
}

/** One of the viewer's companies; any other id, unknown or someone else's, is the same 404. */
async function viewerCompany(db: Database, viewer: OrderViewer, id: number): Promise<Company> {
  const [company] = await viewerCompanies(db, viewer, id);
  if (!company) throw notFound(COMPANY_MESSAGES.notFound);
  return company;
}

/** A company the viewer may change: the owner's or an administrator's (403 for other roles). */
async function managedCompany(db: Database, viewer: OrderViewer, id: number): Promise<Company> {
  const company = await viewerCompany(db, viewer, id);
  if (!companyRoleAllows(company.myRoles, 'manage-company')) {
    throw new HttpError(403, COMPANY_MESSAGES.manageOnly);
  }
  return company;
}

/**
 * POST /user-company/save: without an id a new company kept by the viewer; with one, the company's
 * new data (owner or administrator; a locked company 409: its changes go through support).
 */
export async function saveCompany(
  db: Database,
  viewer: OrderViewer,
  raw: string | object,
): Promise<Company> {
  const input = parseJsonField(raw, 'company', checkCompany);
  const values = companyValues(input);
  if (input.id === undefined) {
    const row = await insertCompany(db, viewer.customerId, values);
    const mine: OrderViewer = {
      ...viewer,
      companyRoles: new Map([...viewer.companyRoles, [row.id, [...COMPANY_ROLES]]]),
    };
    return viewerCompany(db, mine, row.id);
  }
  const company = await managedCompany(db, viewer, input.id);
  if (company.locked) throw new HttpError(409, COMPANY_MESSAGES.locked);
  await updateCompany(db, company.id, values);
  return viewerCompany(db, viewer, company.id);
}

/** POST /user-company/delete: the owner hides the company (orders keep their reference). */
export async function deleteCompany(db: Database, viewer: OrderViewer, id: number): Promise<void> {
  const company = await viewerCompany(db, viewer, id);
  if (!company.owner) throw new HttpError(403, COMPANY_MESSAGES.ownerOnly);
  await markCompanyDeleted(db, company.id);
}

/** POST /company-contact/save: adds a contact or changes one's e-mail and roles. */
export async function saveContact(
  db: Database,
  viewer: OrderViewer,
  request: CompanyContactSaveRequest,
): Promise<Company> {
  const company = await managedCompany(db, viewer, request.companyId);
  const input = parseJsonField(request.contact, 'contact', checkContact);
  const email = normalizeEmail(input.email);
  const roles = COMPANY_ROLES.filter((role) => input.roleId.includes(role));
  const same = await findContactByEmail(db, company.id, email);
  if (input.id === undefined) {
    if (same || !(await insertContact(db, { companyId: company.id, email, roles }))) {
      throw new HttpError(409, COMPANY_MESSAGES.duplicateContact);
    }
  } else {
    const contact = await findContact(db, company.id, input.id);
    if (!contact) throw notFound(COMPANY_MESSAGES.contactNotFound);
    if (same && same.id !== contact.id) throw new HttpError(409, COMPANY_MESSAGES.duplicateContact);
    await updateContact(db, contact.id, { email, roles });
  }
  return viewerCompany(db, viewer, company.id);
}

/** POST /company-contact/delete. */
export async function removeContact(
  db: Database,
  viewer: OrderViewer,
  companyId: number,
  contactId: number,
): Promise<Company> {
  const company = await managedCompany(db, viewer, companyId);
  const contact = await findContact(db, company.id, contactId);
  if (!contact) throw notFound(COMPANY_MESSAGES.contactNotFound);
  await deleteContact(db, contact.id);
  return viewerCompany(db, viewer, company.id);
}

const REQUESTABLE = [
  'name',
  'street',
  'city',
  'zipCode',
  'country',
  'taxRegNo',
  'vatRegNo',
] as const;

/**
 * POST /user-company/support: the way to change a locked company's data. The request is stored
 * (`support_messages`) and e-mailed to the shop, with the customer as the reply address; the
 * message is kept even when the e-mail cannot be sent (the shop finds it in the database).
 */
export async function sendCompanySupport(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'log' | 'publicOrigin'>,
  viewer: OrderViewer,
  request: CompanySupportRequest,
  shopAddress: string,
): Promise<void> {
  const message = request.message.trim();
  if (message === '') throw badRequest(COMPANY_MESSAGES.messageRequired);
  const company = await managedCompany(app.db, viewer, request.companyId);
  const requested: Partial<Record<(typeof REQUESTABLE)[number], string>> = {};
  for (const field of REQUESTABLE) {
    const value = request[field]?.trim();
    if (value) requested[field] = value;
  }
  const customer = await customerById(app.db, viewer.customerId);
  const subject = `Company data change: ${company.name}`;
  await insertSupportMessage(app.db, {
    customerId: viewer.customerId,
    companyId: company.id,
    subject,
    message,
    payload: requested,
  });
  try {
    await app.mailer.send(
      companySupportEmail(
        {
          to: shopAddress,
          customerEmail: customer?.email ?? '',
          company,
          message,
          requested,
        },
        app.publicOrigin,
      ),
    );
  } catch (error) {
    app.log.error({ err: error, companyId: company.id }, 'company support e-mail not sent');
  }
}
