// Damage photos of a return: taken at the desk (kept as a JPEG without metadata), listed by the
// return protocol that takes them and shown by its code.

export { deskPhotoRoutes, JpegBody } from './routes';
export {
  claimPhotos,
  photoContents,
  protocolPhoto,
  putPhotosInReturn,
  takePhoto,
} from './service';
