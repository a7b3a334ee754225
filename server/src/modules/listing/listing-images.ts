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
 *
 * Decoding and drawing hold a thread of libuv's shared pool (four threads), which also reads the
 * files every download sends: eight crafted SVGs kept it busy for seconds each while a public
 * image waited 28 s. So an SVG is first checked from its text (svg-check.ts: reference fan-outs,
 * outside references) and drawn in a process of its own with a deadline (svg-render.ts), and the
 * thumbnails made here take one thread at a time (imageJobs), leaving the rest to file reads.
 */
import type { ListingFileKind } from '@portal/shared';
import sharp from 'sharp';
import { JobQueue } from '../../lib/job-queue';
import { SVG_MESSAGES, svgRefusal } from './svg-check';
import { drawSvg, SVG_RENDER_TIMEOUT_MS } from './svg-render';

export const THUMBNAIL_SIZE = 640;
/** Refuses decompression bombs: 50 megapixels is far beyond any listing image. */
const MAX_INPUT_PIXELS = 50_000_000;

export function isRaster(kind: ListingFileKind): kind is 'jpeg' | 'png' | 'webp' {
  return kind === 'jpeg' || kind === 'png' || kind === 'webp';
}

/** The longest side an SVG is drawn at: sharp enough for a detail page's largest image. */
export const SVG_RENDER_SIZE = 1280;

/** Image work in this process, one job at a time (see above). */
const imageJobs = new JobQueue(1);

/**
 * The SVG drawn to PNG, its longest side SVG_RENDER_SIZE px; or why not: a Japanese reason for
 * what the check or the deadline refused, null for content that does not draw as an image.
 */
export async function rasterizeSvg(
  body: Buffer,
  timeoutMs = SVG_RENDER_TIMEOUT_MS,
): Promise<{ png: Buffer } | { refusal: string | null }> {
  const refusal = svgRefusal(body);
  if (refusal) return { refusal };
  const drawn = await drawSvg(body, SVG_RENDER_SIZE, MAX_INPUT_PIXELS, timeoutMs);
  if ('png' in drawn) return drawn;
  return { refusal: drawn.failed === 'timeout' ? SVG_MESSAGES.slow : null };
}

/** A resized copy in the original's format, or null when the content is not a decodable image. */
export async function makeThumbnail(body: Buffer, kind: 'jpeg' | 'png' | 'webp'): Promise<Buffer | null> {
  return imageJobs.run(async () => {
    try {
      const image = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true });
      return await image.toFormat(kind).toBuffer();
    } catch {
      return null;
    }
  });
}
