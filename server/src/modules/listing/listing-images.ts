/**
 * Thumbnails of listing images: raster uploads (jpeg, png, webp) get a copy at most 640 px on
 * each side, kept beside the original under `<name>-t.<kind>`, so result lists and detail pages
 * on slow municipal networks do not fetch a camera-sized original. A file whose header says image
 * but whose content does not decode is refused as not an image.
 *
 * SVGs are drawn to PNG on upload rather than filtered. An SVG is a document: script, event
 * attributes, animations that set attributes, links, CSS and foreign HTML can each run code, and
 * each namespace, entity and attribute spelling is another way past a filter. A PNG can carry none
 * of it, and sharp (librsvg, the renderer GNOME ships) already decodes every other image here, so
 * no new parser or DOM comes in; a logo keeps its look at up to SVG_RENDER_SIZE pixels.
 */
import type { ListingFileKind } from '@portal/shared';
import sharp from 'sharp';

export const THUMBNAIL_SIZE = 640;
/** Refuses decompression bombs: 50 megapixels is far beyond any listing image. */
const MAX_INPUT_PIXELS = 50_000_000;

export function isRaster(kind: ListingFileKind): kind is 'jpeg' | 'png' | 'webp' {
  return kind === 'jpeg' || kind === 'png' || kind === 'webp';
}

/** The longest side an SVG is drawn at: sharp enough for a detail page's largest image. */
export const SVG_RENDER_SIZE = 1280;
/** librsvg's supported density range: the DPI at which an SVG's own units are drawn. */
const DENSITY = { min: 1, max: 100_000, base: 72 };

/** The SVG drawn to PNG, its longest side SVG_RENDER_SIZE px; null when it does not render. */
export async function rasterizeSvg(body: Buffer): Promise<Buffer | null> {
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
    const { width = 0, height = 0 } = await sharp(body, options).metadata();
    if (width <= 0 || height <= 0) return null;
    const scale = SVG_RENDER_SIZE / Math.max(width, height);
    const density = Math.min(DENSITY.max, Math.max(DENSITY.min, DENSITY.base * scale));
    return await sharp(body, { ...options, density })
      .resize({ width: SVG_RENDER_SIZE, height: SVG_RENDER_SIZE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
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
