import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeskLabelParams,
  DeskLabelSheetQuery,
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
import { staffRoleAccess } from '../../plugins/route-access';
import { PdfBody, renderLabelSheetPdf, sendPdf } from '../pdf';
import {
  addUnit,
  editUnit,
  endRepair,
  labelsToPrint,
  listUnits,
  retireUnit,
  startRepair,
  unitByLabel,
} from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };
const unitAnswer = { 200: DeskUnitResponse, ...errors };

/** The signed-in member of staff (set by the route's staff access). */
const staffOf = (request: FastifyRequest) => (request.staff as StaffMember).id;

/** The desk's reads: GET /desk/units, /desk/units/labels.pdf, /desk/units/by-label/:code. */
const unitReads: FastifyPluginAsyncTypebox = async (app) => {
  const desk = staffRoleAccess('desk');

  app.get(
    '/desk/units',
    {
      config: desk,
      schema: { querystring: DeskUnitsQuery, response: { 200: DeskUnitListResponse, ...errors } },
    },
    async (request) => listUnits(app.db, request.query),
  );

  app.get(
    '/desk/units/labels.pdf',
    {
      config: desk,
      schema: {
        querystring: DeskLabelSheetQuery,
        response: { 200: PdfBody, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? 'cs';
      const labels = (await labelsToPrint(app.db, request.query)).map((label) => ({
        labelCode: label.labelCode,
        serialNumber: label.serialNumber,
        productName: locale === 'en' ? label.productNameEn : label.productName,
      }));
      const bytes = await renderLabelSheetPdf(labels, locale, { demo: app.demo });
      return sendPdf(reply, bytes, 'labels');
    },
  );

  app.get(
    '/desk/units/by-label/:code',
    { config: desk, schema: { params: DeskLabelParams, response: unitAnswer } },
    async (request) => ({
      success: true as const,
      unit: await unitByLabel(app.db, request.params.code),
    }),
  );
};

/** Managers' writes of units and their repairs, each in the audit log. */
const unitWrites: FastifyPluginAsyncTypebox = async (app) => {
  const manager = staffRoleAccess('manager');

  app.post(
    '/desk/units',
    {
      config: manager,
      schema: { body: DeskUnitCreateRequest, response: unitAnswer },
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
    },
    async (request) => ({
      success: true as const,
      unit: await endRepair(app.db, staffOf(request), request.params.id, request.body),
    }),
  );
};

/**
 * The units' routes. Their staff access (plugins/route-access) keeps every answer out of caches
 * and takes a write only from the shop's own pages.
 */
export const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(unitReads);
  await app.register(unitWrites);
};
