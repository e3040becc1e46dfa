import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyDeleteRequest,
  CompanyDoneResponse,
  CompanyListResponse,
  CompanyResponse,
  CompanySaveRequest,
  CompanySupportRequest,
  ErrorResponse,
} from '@shop/shared/contract';
import { countedLimit } from '../../lib/counted-limit';
import { signedInAccess } from '../../plugins/route-access';
import { orderViewer } from '../identity';
import { throttled } from '../throttle';
import { deleteCompany, listCompanies, saveCompany, sendCompanySupport } from './company-service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * Messages to support (each one an e-mail to the shop's mailbox): at most this many an hour per
 * customer, and as many per client address (IPv6 by its /64), so that neither one account nor one
 * place can flood the mailbox. Checked before a message is sent, counted once it is; then 429
 * with Retry-After till the hour ends.
 */
export const SUPPORT_MESSAGES_PER_HOUR = 5;

/**
 * /user-company: the signed-in customer's companies (shop-spec §7 "Companies"): the list, saving
 * and deleting a company, and a change request through support.
 * Long: the list of the /user-company routes, each short, and the support message's limits.
 */
export const userCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const viewer = (customerId: number | null) => orderViewer(app.db, customerId);

  await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  const supportLimit = { max: SUPPORT_MESSAGES_PER_HOUR, timeWindow: 60 * 60_000 };
  // Per customer and per address.
  const supportGuard = countedLimit(app, [supportLimit, supportLimit]);

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
    async (request, reply) => {
      // Counted once sent: a refused request sends the shop nothing.
      const keys = [
        `company-support:customer:${request.customerId ?? ''}`,
        `company-support:address:${normalizeIP(request.ip)}`,
      ];
      await supportGuard(request, keys, {
        attempt: async () =>
          sendCompanySupport(app, await viewer(request.customerId), request.body, app.mailer.from),
        spent: async (seconds) => {
          throw throttled(reply, seconds);
        },
      });
      return { success: true as const };
    },
  );
};
