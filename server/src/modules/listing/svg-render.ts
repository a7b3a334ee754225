/**
 * SVGs are drawn in a process of their own, one at a time, with a deadline. Drawing an SVG can
 * take far longer than its size suggests (many large shapes, filters, references the text check
 * lets through), and in this process it would hold one of libuv's four shared threads, which also
 * read every file a download sends, for all that time; libvips cannot stop librsvg in the middle
 * of a drawing (sharp's own timeout is checked only between tiles, and one tile was the whole
 * 35 s). A separate process holds none of those threads and is killed at the deadline. Starting
 * it costs about 0.1–0.3 s, small beside an upload, and SVG uploads are few.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { JobQueue } from '../../lib/job-queue';

/** The longest an SVG may take to draw, the drawing process's start included. */
export const SVG_RENDER_TIMEOUT_MS = 10_000;
/** A drawn PNG of at most 1280 × 1280 px is far below this; more means something went wrong. */
const MAX_PNG_BYTES = 32 * 1024 * 1024;

/** The drawing process: the SVG on stdin, the PNG on stdout, exit code 2 when it does not draw. */
const DRAW = `
const sharp = require(process.argv[1]);
const [size, maxPixels] = [Number(process.argv[2]), Number(process.argv[3])];
sharp.concurrency(1);
sharp.cache(false);
const parts = [];
process.stdin.on('data', (part) => parts.push(part));
process.stdin.on('end', async () => {
  try {
    const body = Buffer.concat(parts);
    const options = { limitInputPixels: maxPixels, failOn: 'error' };
    const { width = 0, height = 0 } = await sharp(body, options).metadata();
    if (!(width > 0 && height > 0)) process.exit(2);
    // librsvg's supported density range: the DPI at which the SVG's own units are drawn.
    const density = Math.min(100000, Math.max(1, (72 * size) / Math.max(width, height)));
    const png = await sharp(body, { ...options, density })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    process.stdout.end(png, () => process.exit(0));
  } catch {
    process.exit(2);
  }
});
`;

let sharpPath: string | null = null;
/** One drawing at a time: each takes a core while it runs, and the machine may have two. */
const drawings = new JobQueue(1);

export type Drawn = { png: Buffer } | { failed: 'undrawable' | 'timeout' };

/** The SVG drawn to PNG, its longest side `size` px, in a process killed after `timeoutMs`. */
export function drawSvg(
  body: Buffer,
  size: number,
  maxPixels: number,
  timeoutMs = SVG_RENDER_TIMEOUT_MS,
): Promise<Drawn> {
  sharpPath ??= createRequire(__filename).resolve('sharp');
  const args = ['-e', DRAW, sharpPath, String(size), String(maxPixels)];
  return drawings.run(
    () =>
      new Promise<Drawn>((resolve) => {
        // No environment of ours (settings, credentials) reaches it; it needs none.
        const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'ignore'], env: {} });
        const parts: Buffer[] = [];
        let bytes = 0;
        const finish = (drawn: Drawn) => {
          clearTimeout(timer);
          child.kill('SIGKILL');
          resolve(drawn);
        };
        const timer = setTimeout(() => finish({ failed: 'timeout' }), timeoutMs);
        child.stdout.on('data', (part: Buffer) => {
          bytes += part.length;
          if (bytes > MAX_PNG_BYTES) finish({ failed: 'undrawable' });
          else parts.push(part);
        });
        // Writing to a process that already ended (it refused the input) is not an error here.
        child.stdin.on('error', () => {});
        // A process that could not start may never report 'close'.
        child.once('error', () => finish({ failed: 'undrawable' }));
        child.once('close', (code) => finish(code === 0 ? { png: Buffer.concat(parts) } : { failed: 'undrawable' }));
        child.stdin.end(body);
      }),
  );
}
