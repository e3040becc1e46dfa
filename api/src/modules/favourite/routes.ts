import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  FavouriteProductRequest,
  FavouritesMergeRequest,
  FavouritesResponse,
  FavouriteUnwatchRequest,
  FavouriteWatchRequest,
  FavouriteWatchResponse,
} from '@shop/shared/contract';
import { signedInAccess } from '../../plugins/route-access';
import { requestLocale } from '../cart';
import {
  addFavourite,
  listFavourites,
  mergeFavourites,
  removeFavourite,
  signedInCustomer,
  unwatchFavourite,
  watchFavourite,
} from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };
const listResponse = { 200: FavouritesResponse, ...errors };

/** The signed-in customer's favourite equipment and the periods watched for free pieces. */
export const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/favourites',
    { config: signedInAccess, schema: { response: listResponse } },
    async (request) => listFavourites(app.db, signedInCustomer(request.customerId)),
  );

  app.post(
    '/favourites/add',
    { config: signedInAccess, schema: { body: FavouriteProductRequest, response: listResponse } },
    async (request) => {
      const customerId = signedInCustomer(request.customerId);
      await addFavourite(app.db, customerId, request.body.productId);
      return listFavourites(app.db, customerId);
    },
  );

  app.post(
    '/favourites/remove',
    { config: signedInAccess, schema: { body: FavouriteProductRequest, response: listResponse } },
    async (request) => {
      const customerId = signedInCustomer(request.customerId);
      await removeFavourite(app.db, customerId, request.body.productId);
      return listFavourites(app.db, customerId);
    },
  );

  app.post(
    '/favourites/merge',
    { config: signedInAccess, schema: { body: FavouritesMergeRequest, response: listResponse } },
    async (request) => {
      const customerId = signedInCustomer(request.customerId);
      await mergeFavourites(app.db, customerId, request.body.productIds);
      return listFavourites(app.db, customerId);
    },
  );

  app.post(
    '/favourites/watch',
    {
      config: signedInAccess,
      schema: { body: FavouriteWatchRequest, response: { 200: FavouriteWatchResponse, ...errors } },
    },
    async (request) =>
      watchFavourite(
        app.db,
        signedInCustomer(request.customerId),
        request.body,
        requestLocale(request),
      ),
  );

  app.post(
    '/favourites/unwatch',
    { config: signedInAccess, schema: { body: FavouriteUnwatchRequest, response: listResponse } },
    async (request) => {
      const customerId = signedInCustomer(request.customerId);
      await unwatchFavourite(app.db, customerId, request.body.id);
      return listFavourites(app.db, customerId);
    },
  );
};
