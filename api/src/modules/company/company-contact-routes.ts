import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyContactDeleteRequest,
  CompanyContactSaveRequest,
  CompanyResponse,
  CompanyRolesResponse,
  ErrorResponse,
} from '@shop/shared/contract';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../identity';
import { COMPANY_ROLE_LIST, removeContact, saveContact } from './company-service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** /company-contact: a company's contacts with their roles, and the role values. */
export const companyContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
