import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeskAlternativeRequest,
  DeskAlternativesResponse,
  DeskCancelConflictRequest,
  DeskConflictAnswer,
  DeskOrderParams,
  ErrorResponse,
  type StaffMember,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import { staffRoleAccess } from '../../plugins/route-access';
import { cancelConflict, confirmConflict, conflictAlternatives, offerAlternative } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };
const answer = { 200: DeskConflictAnswer, ...errors };

/** The signed-in member of staff (set by the route's staff access). */
const staffOf = (request: FastifyRequest) => request.staff as StaffMember;

/**
 * A conflict order resolved from the board, by desk workers: its alternatives (GET
 * …/alternatives), confirmed (POST …/confirm), cancelled with a message (POST …/cancel), or an
 * alternative offered (POST …/alternative). Each answer follows the customer's message out.
 */
export const deskConflictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = staffRoleAccess('desk');
  const sent = async <T>(step: Promise<T>): Promise<T> => {
    const done = await step;
    await app.flushOutbox();
    return done;
  };

  app.get(
    '/desk/orders/:orderId/alternatives',
    {
      config: desk,
      schema: { params: DeskOrderParams, response: { 200: DeskAlternativesResponse, ...errors } },
    },
    async (request) => conflictAlternatives(app.db, request.params.orderId),
  );

  app.post(
    '/desk/orders/:orderId/confirm',
    { config: desk, schema: { params: DeskOrderParams, response: answer } },
    async (request) =>
      sent(confirmConflict(app.db, staffOf(request), request.params.orderId, new Date())),
  );

  app.post(
    '/desk/orders/:orderId/cancel',
    {
      config: desk,
      schema: { params: DeskOrderParams, body: DeskCancelConflictRequest, response: answer },
    },
    async (request) =>
      sent(
        cancelConflict(app.db, staffOf(request), request.params.orderId, request.body, new Date()),
      ),
  );

  app.post(
    '/desk/orders/:orderId/alternative',
    {
      config: desk,
      schema: { params: DeskOrderParams, body: DeskAlternativeRequest, response: answer },
    },
    async (request) =>
      sent(offerAlternative(app.db, staffOf(request), request.params.orderId, request.body)),
  );
};
