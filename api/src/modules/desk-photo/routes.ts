import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DAMAGE_PHOTOS,
  DeskOrderParams,
  DeskPhotoParams,
  DeskPhotoResponse,
  ErrorResponse,
  type StaffMember,
} from '@shop/shared/contract';
import { Type } from 'typebox';
import { staffRoleAccess } from '../../plugins/route-access';
import { orderPhoto, takePhoto } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** A photo as answered: a JPEG. */
export const JpegBody = Type.Unsafe<Buffer>({ type: 'string', description: 'image/jpeg' });

/** The types a camera or a gallery's file is sent as; what it is, the bytes alone tell. */
const PHOTO_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/**
 * A damage photo taken at the desk for a return: POST /desk/orders/:orderId/photos with the file
 * as the body (at most DAMAGE_PHOTOS.maxBytes), and GET …/photos/:photoId to see it as kept.
 */
export const deskPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = staffRoleAccess('desk');
  app.addContentTypeParser(
    PHOTO_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: DAMAGE_PHOTOS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/desk/orders/:orderId/photos',
    {
      config: desk,
      bodyLimit: DAMAGE_PHOTOS.maxBytes,
      schema: { params: DeskOrderParams, response: { 200: DeskPhotoResponse, ...errors } },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return {
        success: true as const,
        photo: await takePhoto(app.db, request.staff as StaffMember, request.params.orderId, bytes),
      };
    },
  );

  app.get(
    '/desk/orders/:orderId/photos/:photoId',
    { config: desk, schema: { params: DeskPhotoParams, response: { 200: JpegBody, ...errors } } },
    async (request, reply) =>
      reply
        .type('image/jpeg')
        .send(await orderPhoto(app.db, request.params.orderId, request.params.photoId)),
  );
};
