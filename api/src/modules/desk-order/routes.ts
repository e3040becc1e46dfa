import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeskAssignUnitRequest,
  DeskChargeRequest,
  DeskHandoverRequest,
  DeskOrderParams,
  DeskOrderResponse,
  DeskOrderUnitParams,
  DeskProtocolResponse,
  DeskReturnRequest,
  ErrorResponse,
  type StaffMember,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import { staffRoleAccess } from '../../plugins/route-access';
import { chargeDamage } from './charges';
import { takeBack } from './returns';
import { deskOrder, giveUnit, handOver, takeUnitOff } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The signed-in member of staff (set by the route's staff access). */
const staffOf = (request: FastifyRequest) => request.staff as StaffMember;

/**
 * An order at the desk, for desk workers: GET /desk/orders/:orderId, a unit given to a piece
 * (POST …/units) or taken off it (DELETE …/units/:unitId), the handover (POST …/handover) and
 * the returns (POST …/returns). Their staff access keeps every answer out of caches and takes a
 * write only from the shop's own pages.
 * Long: the list of the order's routes at the desk, each short.
 */
export const deskOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = staffRoleAccess('desk');
  const orderAnswer = { 200: DeskOrderResponse, ...errors };
  const protocolAnswer = { 200: DeskProtocolResponse, ...errors };
  /** A step's answer once the customer's messages it wrote have gone out, as after any change. */
  const sent = async <T>(step: Promise<T>): Promise<T> => {
    const answer = await step;
    await app.flushOutbox();
    return answer;
  };

  app.get(
    '/desk/orders/:orderId',
    { config: desk, schema: { params: DeskOrderParams, response: orderAnswer } },
    async (request) => ({
      success: true as const,
      order: await deskOrder(app.db, request.params.orderId, new Date()),
    }),
  );

  app.post(
    '/desk/orders/:orderId/units',
    {
      config: desk,
      schema: { params: DeskOrderParams, body: DeskAssignUnitRequest, response: orderAnswer },
    },
    async (request) => ({
      success: true as const,
      order: await giveUnit(
        app.db,
        staffOf(request),
        request.params.orderId,
        request.body,
        new Date(),
      ),
    }),
  );

  app.delete(
    '/desk/orders/:orderId/units/:unitId',
    { config: desk, schema: { params: DeskOrderUnitParams, response: orderAnswer } },
    async (request) => ({
      success: true as const,
      order: await takeUnitOff(
        app.db,
        staffOf(request),
        request.params.orderId,
        request.params.unitId,
        new Date(),
      ),
    }),
  );

  app.post(
    '/desk/orders/:orderId/handover',
    {
      config: desk,
      bodyLimit: 512 * 1024,
      schema: { params: DeskOrderParams, body: DeskHandoverRequest, response: protocolAnswer },
    },
    async (request) =>
      sent(handOver(app.db, staffOf(request), request.params.orderId, request.body, new Date())),
  );

  app.post(
    '/desk/orders/:orderId/charges',
    {
      config: staffRoleAccess('manager'),
      schema: { params: DeskOrderParams, body: DeskChargeRequest, response: orderAnswer },
    },
    async (request) => {
      const { orderId } = request.params;
      await sent(chargeDamage(app.db, staffOf(request), orderId, request.body, new Date()));
      return { success: true as const, order: await deskOrder(app.db, orderId, new Date()) };
    },
  );

  app.post(
    '/desk/orders/:orderId/returns',
    {
      config: desk,
      schema: { params: DeskOrderParams, body: DeskReturnRequest, response: protocolAnswer },
    },
    async (request) =>
      sent(takeBack(app.db, staffOf(request), request.params.orderId, request.body, new Date())),
  );
};
