// A damage photo as the shop keeps it: read by its content (never by its name or the type the
// browser claims), turned upright by its EXIF orientation, made at most DAMAGE_PHOTOS.maxEdge
// pixels a side and re-encoded as a JPEG with none of the original's metadata: no EXIF, no GPS
// position, no maker's notes.
import { DAMAGE_PHOTOS } from '@shop/shared/contract';
import sharp from 'sharp';

/** The formats a camera or a phone's gallery gives that the shop takes. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface KeptPhoto {
  content: Buffer;
  width: number;
  height: number;
}

/** The photo to keep, or null for bytes that are no photo of a format taken (or too many pixels). */
export async function keptPhoto(bytes: Buffer): Promise<KeptPhoto | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: DAMAGE_PHOTOS.maxPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !PHOTO_FORMATS.has(format)) return null;
    const { data, info } = await image
      .rotate()
      .resize({
        width: DAMAGE_PHOTOS.maxEdge,
        height: DAMAGE_PHOTOS.maxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    // Not an image sharp can read (or one beyond the pixel limit): no photo.
    return null;
  }
}
