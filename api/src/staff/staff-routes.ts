// The staff tool over HTTP: `npm run staff -- <command>` beside a running shop asks the server to
// run the command in its own database, so the shop sees every staff write at once (an embedded
// database has one owner; on PostgreSQL the same). One route takes a command line, exactly as the
// staff tool's own (staff-commands.ts), and answers what it prints.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sameSecret } from '../lib/same-secret';
import { staffAccess } from '../plugins/route-access';
import { runStaffCommand } from './staff-commands';
import { StaffError } from './staff-error';

export const STAFF_COMMAND_PATH = '/staff/commands';

/** A command line of the staff tool: the arguments after `npm run staff --`. */
export const StaffCommandRequest = Type.Object(
  {
    argv: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 64 }),
  },
  { additionalProperties: false },
);

export const StaffCommandResult = Type.Object({
  success: Type.Literal(true),
  /** What the staff tool prints. */
  output: Type.String(),
});

/** A refusal: `usage` when the command line is wrong (the tool exits 2), else the command's (1). */
export const StaffCommandRefusal = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  usage: Type.Optional(Type.Boolean()),
});

export interface StaffRoutesOptions {
  /** STAFF_TOKEN, or the one the server made for this start. */
  token: string;
}

/** The token of an `Authorization: Bearer` header; never taken from the URL. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header);
  return match?.[1] ?? null;
}

export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, options) => {
  // Before the body is read: without the token a request costs nothing more than its refusal.
  const checkToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = bearerOf(request);
    if (given === null || !sameSecret(given, options.token)) {
      request.log.warn('staff command refused: no or wrong staff token');
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="staff"')
        .send({ success: false, message: 'The staff token is missing or wrong' });
    }
  };

  app.post(
    STAFF_COMMAND_PATH,
    {
      config: staffAccess,
      onRequest: checkToken,
      schema: {
        body: StaffCommandRequest,
        response: {
          200: StaffCommandResult,
          400: StaffCommandRefusal,
          409: StaffCommandRefusal,
          '4xx': ErrorResponse,
          '5xx': ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        const output = await runStaffCommand(app.db, request.body.argv, new Date(), {
          publicOrigin: app.publicOrigin,
          demo: app.demo,
        });
        // The customers' messages the command wrote go out now, as after any change.
        await app.flushOutbox();
        request.log.info({ staffCommand: request.body.argv[0] }, 'staff command run');
        return { success: true as const, output };
      } catch (error) {
        if (!(error instanceof StaffError)) throw error;
        return error.exitCode === 2
          ? reply.code(400).send({ success: false, message: error.message, usage: true })
          : reply.code(409).send({ success: false, message: error.message });
      }
    },
  );
};
