/**
 * Thumbnails of listing images: raster uploads (jpeg, png, webp) get a copy at most 640 px on
 * each side, kept beside the original under `<name>-t.<kind>`, so result lists and detail pages
 * on slow municipal networks do not fetch a camera-sized original. SVG is vector and needs none.
 * A file whose header says image but whose content does not decode is refused as not an image.
 */
import type { ListingFileKind } from '@portal/shared';
import sharp from 'sharp';

export const THUMBNAIL_SIZE = 640;
/** Refuses decompression bombs: 50 megapixels is far beyond any listing image. */
const MAX_INPUT_PIXELS = 50_000_000;

export function isRaster(kind: ListingFileKind): kind is 'jpeg' | 'png' | 'webp' {
  return kind === 'jpeg' || kind === 'png' || kind === 'webp';
}

/** A resized copy in the original's format, or null when the content is not a decodable image. */
export async function makeThumbnail(body: Buffer, kind: 'jpeg' | 'png' | 'webp'): Promise<Buffer | null> {
  try {
    const image = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true });
    return await image.toFormat(kind).toBuffer();
  } catch {
    return null;
  }
}
