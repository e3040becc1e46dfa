import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeskLabelParams,
  DeskRepairEndRequest,
  DeskRepairStartRequest,
  DeskUnitCreateRequest,
  DeskUnitListResponse,
  DeskUnitParams,
  DeskUnitResponse,
  DeskUnitRetireRequest,
  DeskUnitsQuery,
  DeskUnitUpdateRequest,
  ErrorResponse,
  type StaffMember,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import { assertSameOrigin } from '../../lib/same-origin';
import { staffRoleAccess } from '../../plugins/route-access';
import {
  addUnit,
  editUnit,
  endRepair,
  listUnits,
  retireUnit,
  startRepair,
  unitByLabel,
} from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };
const unitAnswer = { 200: DeskUnitResponse, ...errors };

/** The signed-in member of staff (set by the route's staff access). */
const staffOf = (request: FastifyRequest) => (request.staff as StaffMember).id;

/** GET /desk/units, /desk/units/by-label/:code; managers' writes of units and repairs. */
export const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A write comes from the desk's own pages only (the session cookie is SameSite=Strict as well).
  const sameOrigin = async (request: FastifyRequest) => assertSameOrigin(request, app.publicOrigin);
  const desk = staffRoleAccess('desk');
  const manager = staffRoleAccess('manager');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/desk/units',
    {
      config: desk,
      schema: { querystring: DeskUnitsQuery, response: { 200: DeskUnitListResponse, ...errors } },
    },
    async (request) => listUnits(app.db, request.query),
  );

  app.get(
    '/desk/units/by-label/:code',
    { config: desk, schema: { params: DeskLabelParams, response: unitAnswer } },
    async (request) => ({
      success: true as const,
      unit: await unitByLabel(app.db, request.params.code),
    }),
  );

  app.post(
    '/desk/units',
    {
      config: manager,
      schema: { body: DeskUnitCreateRequest, response: unitAnswer },
      preHandler: sameOrigin,
    },
    async (request) => ({
      success: true as const,
      unit: await addUnit(app.db, staffOf(request), request.body),
    }),
  );

  app.patch(
    '/desk/units/:id',
    {
      config: manager,
      schema: { params: DeskUnitParams, body: DeskUnitUpdateRequest, response: unitAnswer },
      preHandler: sameOrigin,
    },
    async (request) => ({
      success: true as const,
      unit: await editUnit(app.db, staffOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/desk/units/:id/retire',
    {
      config: manager,
      schema: { params: DeskUnitParams, body: DeskUnitRetireRequest, response: unitAnswer },
      preHandler: sameOrigin,
    },
    async (request) => ({
      success: true as const,
      unit: await retireUnit(app.db, staffOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/desk/units/:id/repair',
    {
      config: manager,
      schema: { params: DeskUnitParams, body: DeskRepairStartRequest, response: unitAnswer },
      preHandler: sameOrigin,
    },
    async (request) => ({
      success: true as const,
      unit: await startRepair(app.db, staffOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/desk/units/:id/repair/end',
    {
      config: manager,
      schema: { params: DeskUnitParams, body: DeskRepairEndRequest, response: unitAnswer },
      preHandler: sameOrigin,
    },
    async (request) => ({
      success: true as const,
      unit: await endRepair(app.db, staffOf(request), request.params.id, request.body),
    }),
  );
};
