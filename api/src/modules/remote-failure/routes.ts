import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  RemoteFailureAccepted,
  RemoteFailureReport,
  RemoteFailureStatus,
  RemoteFailureStatusQuery,
} from '@shop/shared/contract';
import { Type } from 'typebox';
import { sameSecret } from '../../lib/same-secret';
import { capabilityAccess, publicAccess } from '../../plugins/route-access';
import { addressRateLimit } from '../throttle';
import { recordRemoteFailure, remoteFailureCounts } from './repository';
import { remoteFailureStatusPage } from './status-page';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** Reports one address may send a minute: a shop tab reports a failing remote once or twice. */
export const REMOTE_FAILURE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export interface RemoteFailureRoutesOptions {
  /** The staff's status page code (config: STAFF_STATUS_CODE); without one the page is off. */
  statusCode?: string | undefined;
}

/**
 * The beacon the shell reports remote versions it could not use to, and the staff's status page
 * of their counts (JSON, or HTML for a browser).
 */
export const remoteFailureRoutes: FastifyPluginAsyncTypebox<RemoteFailureRoutesOptions> = async (
  app,
  options,
) => {
  const limited = await addressRateLimit(app, 'remote-failures', REMOTE_FAILURE_LIMIT);

  app.post(
    '/remote-failures',
    {
      config: publicAccess,
      schema: { body: RemoteFailureReport, response: { 200: RemoteFailureAccepted, ...errors } },
      preHandler: limited,
    },
    async (request) => {
      await recordRemoteFailure(app.db, request.body);
      request.log.warn({ remoteFailure: request.body }, 'a browser could not use a remote version');
      return { success: true as const };
    },
  );

  app.get(
    '/remote-failures/status',
    {
      config: capabilityAccess(['status-code']),
      schema: {
        querystring: RemoteFailureStatusQuery,
        // JSON, or for a browser the page (HTML, sent as it is).
        response: { 200: Type.Union([RemoteFailureStatus, Type.String()]), ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      if (!options.statusCode || !sameSecret(request.query.code, options.statusCode)) {
        return reply.code(404).send({ success: false, message: 'Not found' });
      }
      reply.header('cache-control', 'no-store');
      const failures = await remoteFailureCounts(app.db);
      // A browser opening the page asks for HTML first; a script for JSON.
      if (/^text\/html\b/.test(request.headers.accept ?? '')) {
        return reply.type('text/html; charset=utf-8').send(remoteFailureStatusPage(failures));
      }
      return { success: true as const, failures };
    },
  );
};
