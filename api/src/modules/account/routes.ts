import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountDetailResponse,
  AccountUpdateRequest,
  AccountUpdateResponse,
  ErrorResponse,
} from '@shop/shared/contract';
import { HttpError } from '../../lib/http-error';
import { bearerToken, UNAUTHORIZED } from '../../plugins/authenticate';
import { signedInAccess } from '../../plugins/route-access';
import { customerById } from '../identity';
import { type AuthThrottleOptions, createAuthThrottle } from '../throttle';
import { accountCustomer, updateAccount } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export interface AccountRoutesOptions {
  /** The sign-in limits (../throttle), whose `passwordChange` limits wrong old passwords. */
  throttle?: AuthThrottleOptions | undefined;
}

/** The signed-in customer's account. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (
  app,
  options,
) => {
  // The sign-in's throttle and policy, on counters of its own (the same store when one is set).
  const throttle = await createAuthThrottle(app, options.throttle);

  app.post(
    '/user-account/detail',
    {
      config: signedInAccess,
      schema: { response: { 200: AccountDetailResponse, ...errors } },
    },
    async (request) => {
      const customer = await customerById(app.db, request.customerId ?? 0);
      // The session outlived its customer (deleted): as good as signed out.
      if (!customer) throw new HttpError(401, UNAUTHORIZED);
      // The customer's own data, nothing of the account's secrets.
      return { success: true as const, customer: accountCustomer(customer) };
    },
  );

  app.post(
    '/user-account/update',
    {
      config: signedInAccess,
      schema: {
        body: AccountUpdateRequest,
        response: { 200: AccountUpdateResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Set by authentication, which has just accepted this very token.
      const accessToken = bearerToken(request);
      if (request.customerId === null || !accessToken) throw new HttpError(401, UNAUTHORIZED);
      const { customerId } = request;
      const customer = await updateAccount(
        app.db,
        customerId,
        accessToken,
        request.body,
        (hash, check) => throttle.passwordChange(request, reply, customerId, hash, check),
      );
      return { success: true as const, customer };
    },
  );
};
