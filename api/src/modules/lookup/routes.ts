import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADDRESS_LIMIT,
  AddressAutocompleteQuery,
  AddressAutocompleteResponse,
  CompanyRegistryQuery,
  CompanyRegistryResponse,
  ErrorResponse,
} from '@shop/shared/contract';
import { publicAccess } from '../../plugins/route-access';
import { autocompleteAddress, findCompany } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/maps/address-autocomplete',
    {
      config: publicAccess,
      schema: {
        querystring: AddressAutocompleteQuery,
        response: { 200: AddressAutocompleteResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      result: await autocompleteAddress(app.lookups, request.query.query, {
        limit: request.query.limit ?? ADDRESS_LIMIT,
        lang: request.query.lang ?? 'cs',
      }),
    }),
  );

  app.get(
    '/user-company/ares',
    {
      config: publicAccess,
      schema: {
        querystring: CompanyRegistryQuery,
        response: { 200: CompanyRegistryResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      result: await findCompany(app.lookups, request.query.taxRegNo),
    }),
  );
};
