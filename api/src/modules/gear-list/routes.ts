import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  GearListQuery,
  GearListResponse,
  GearListSendRequest,
  GearListSendResponse,
} from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { capabilityAccess } from '../../plugins/route-access';
import { requestLocale } from '../cart';
import { recipientLimit, throttled } from '../throttle';
import { gearListEmail } from './gear-list-email';
import { gearListPdfRoutes } from './pdf-routes';
import { findGearList, gearListUrl, toGearList } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

const MINUTE = 60_000;
/**
 * Sending a list by e-mail, as the registration's e-mails: per address (the client's IP, IPv6 by
 * its /64) enough for a production office, per recipient at most 3 an hour, so the shop cannot be
 * used to flood someone's mailbox.
 */
export const GEAR_LIST_SEND_LIMITS = {
  address: { max: 20, timeWindow: 60 * MINUTE },
  recipient: { max: 3, timeWindow: 60 * MINUTE },
} as const;

/** Whoever has the URL has the list: never cached, indexed or passed on in a Referer. */
function privateAnswer(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex');
  reply.header('referrer-policy', 'no-referrer');
}

/**
 * GET /order/product-list and POST /order/product-list-send: the gear lists, opened by code; their
 * PDFs (GET /order/product-list-pdf and /order/product-list.pdf) in pdf-routes.ts.
 */
export const gearListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  await app.register(gearListPdfRoutes);

  const perAddress = app.createRateLimit({
    ...GEAR_LIST_SEND_LIMITS.address,
    keyGenerator: (request) => `gear-list-send:${normalizeIP(request.ip)}`,
  });
  const recipients = recipientLimit(app, 'gear-list', GEAR_LIST_SEND_LIMITS.recipient);

  app.get(
    '/order/product-list',
    {
      config: capabilityAccess(['gear-list-code']),
      schema: { querystring: GearListQuery, response: { 200: GearListResponse, ...errors } },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const { row, kind } = await findGearList(app.db, request.query.code);
      return { success: true as const, result: toGearList(row, kind) };
    },
  );

  app.post(
    '/order/product-list-send',
    {
      config: capabilityAccess(['gear-list-code']),
      schema: {
        body: GearListSendRequest,
        response: { 200: GearListSendResponse, ...errors },
      },
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const address = await perAddress(request);
        if (!address.isAllowed && address.isExceeded) throw throttled(reply, address.ttlInSeconds);
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const { row, kind } = await findGearList(app.db, request.body.code);
      const locale = requestLocale(request);
      // Counted once sent: a wrong code sends nothing and costs the recipient's count nothing.
      await recipients(request, reply, () =>
        app.mailer.send(
          gearListEmail(
            {
              kind,
              locale,
              to: request.body.email,
              orderNumber: row.order.orderNumber,
              url: gearListUrl(app.publicOrigin, kind, locale, request.body.code),
            },
            app.publicOrigin,
          ),
        ),
      );
      return { success: true as const };
    },
  );
};
