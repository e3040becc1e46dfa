import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyContactDeleteRequest,
  CompanyContactSaveRequest,
  CompanyDeleteRequest,
  CompanyDoneResponse,
  CompanyListResponse,
  CompanyResponse,
  CompanyRolesResponse,
  CompanySaveRequest,
  CompanySupportRequest,
  ErrorResponse,
} from '@shop/shared/contract';
import { DEFAULT_MAIL_FROM } from '../../config';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../order/account-service';
import {
  COMPANY_ROLE_LIST,
  deleteCompany,
  listCompanies,
  removeContact,
  saveCompany,
  saveContact,
  sendCompanySupport,
} from './company-service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * The signed-in customer's companies and their contacts (shop-spec §7 "Companies"): the role
 * values, the list, saving and deleting a company, a change request through support, and the
 * contacts with their roles.
 */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The shop's own mailbox, where change requests go: the address the shop's e-mails come from.
  const shopAddress = () => process.env.MAIL_FROM || DEFAULT_MAIL_FROM;
  const viewer = (customerId: number | null) => orderViewer(app.db, customerId);

  app.get(
    '/company-contact/roles',
    {
      config: signedInAccess,
      schema: { response: { 200: CompanyRolesResponse, ...errors } },
    },
    async () => ({ success: true as const, roles: COMPANY_ROLE_LIST }),
  );

  app.post(
    '/user-company/list',
    {
      config: signedInAccess,
      schema: { response: { 200: CompanyListResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      result: await listCompanies(app.db, await viewer(request.customerId)),
    }),
  );

  app.post(
    '/user-company/save',
    {
      config: signedInAccess,
      schema: { body: CompanySaveRequest, response: { 200: CompanyResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      result: await saveCompany(app.db, await viewer(request.customerId), request.body.company),
    }),
  );

  app.post(
    '/user-company/delete',
    {
      config: signedInAccess,
      schema: { body: CompanyDeleteRequest, response: { 200: CompanyDoneResponse, ...errors } },
    },
    async (request) => {
      await deleteCompany(app.db, await viewer(request.customerId), request.body.id);
      return { success: true as const };
    },
  );

  app.post(
    '/user-company/support',
    {
      config: signedInAccess,
      schema: { body: CompanySupportRequest, response: { 200: CompanyDoneResponse, ...errors } },
    },
    async (request) => {
      await sendCompanySupport(app, await viewer(request.customerId), request.body, shopAddress());
      return { success: true as const };
    },
  );

  app.post(
    '/company-contact/save',
    {
      config: signedInAccess,
      schema: { body: CompanyContactSaveRequest, response: { 200: CompanyResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      result: await saveContact(app.db, await viewer(request.customerId), request.body),
    }),
  );

  app.post(
    '/company-contact/delete',
    {
      config: signedInAccess,
      schema: {
        body: CompanyContactDeleteRequest,
        response: { 200: CompanyResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      result: await removeContact(
        app.db,
        await viewer(request.customerId),
        request.body.companyId,
        request.body.contactId,
      ),
    }),
  );
};
