/**
 * The REST fetch-all (`GET /api/service/{section}/search?searchType=…`), streamed: its legacy
 * answer holds every published record of a section (100 000 and more), which built in one piece
 * took hundreds of MB and blocked the event loop for seconds. Here the list is read a GraphQL page
 * at a time (the same schema, access rules and limits as any caller), each page is written as it
 * comes, compressed off the event loop, and other requests run between pages. The first page is
 * read as any request is; the pages after it take turns (`inTurn`). The bytes are those of the
 * one-piece answer: `{"contents":{"contents":[…],"totalCount":n}}`.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { encodingQuality, preferredEncoding } from '../http/compress-json';

export interface Pages {
  /** The items of one page, in their legacy shape. */
  items: (data: Record<string, unknown>) => unknown[];
  /** Variables of the page after this one, or null when this one was the last. */
  next: (data: Record<string, unknown>) => Record<string, unknown> | null;
}

/** One more page through GraphQL: its data, or null when it failed. */
export type PageRunner = (variables: Record<string, unknown>) => Promise<Record<string, unknown> | null>;

/**
 * gzip at its fastest level, even for callers that prefer brotli: a fetch-all is tens of MB that
 * the spec's client only counts, and on a machine of two cores brotli's threads took the CPU
 * from the event loop (the worst delay under load rose from ~40 ms to ~270 ms).
 */
function encoder(request: Request, response: Response): Writable {
  const header = request.headers['accept-encoding'];
  const encoding = encodingQuality(header, 'gzip') > 0 ? 'gzip' : preferredEncoding(header);
  response.vary('Accept-Encoding');
  if (!encoding) return response;
  response.setHeader('Content-Encoding', encoding);
  const stream =
    encoding === 'gzip'
      ? zlib.createGzip({ level: 1 })
      : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
  stream.pipe(response);
  return stream;
}

let lane: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` (a page after the first) once the pages before it, of every fetch-all in the
 * process, are done and the event loop has turned: concurrent fetch-alls take turns instead of
 * running a page each back to back (four at once blocked the loop for 140 ms), and other requests
 * are served between any two such pages. The first page stays out of it: in the lane, a one-page
 * list waited a turn of the loop behind every other fetch-all's pages, and under mixed load those
 * waits were the whole tail of the latency.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = lane.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
  lane = turn.catch(() => undefined);
  return turn;
}

interface Rendered {
  text: string;
  count: number;
  next: Record<string, unknown> | null;
}

function render(pages: Pages, data: Record<string, unknown>): Rendered {
  const items = pages.items(data);
  return { text: JSON.stringify(items).slice(1, -1), count: items.length, next: pages.next(data) };
}

export async function streamPages(
  request: Request,
  response: Response,
  first: Record<string, unknown>,
  pages: Pages,
  run: PageRunner,
): Promise<void> {
  response.status(200).type('application/json; charset=utf-8');
  const out = encoder(request, response);
  const gone = once(response, 'close').then(() => true);
  const write = async (text: string) => {
    // Waits for the client to take what was written: memory stays at a page or two.
    if (!out.write(text)) await Promise.race([once(out, 'drain'), gone]);
  };
  let page: Rendered | null = render(pages, first);
  let total = 0;
  await write('{"contents":{"contents":[');
  for (;;) {
    if (page.count > 0) await write((total > 0 ? ',' : '') + page.text);
    total += page.count;
    const variables = page.next;
    if (!variables) break;
    if (response.destroyed) return;
    page = await inTurn(async () => {
      const data = await run(variables);
      return data && render(pages, data);
    });
    if (!page) {
      // The status line is long gone: cut the answer short so no client takes it as complete.
      response.destroy();
      return;
    }
  }
  out.end(`],"totalCount":${total}}}`);
}
