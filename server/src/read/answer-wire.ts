/**
 * A replayable answer as it went on the wire (read/answer-replay.ts's front replay): its status,
 * every header the layers set (security headers, CORS, Vary, ETag, Content-Encoding, length) and
 * the bytes sent. What varies those for the same URL besides the headers that shape the answer is
 * the encoding the client accepts and its Origin (CORS): each such variant is kept apart.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { preferredEncoding } from '../http/compress-json';

export interface Wire {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The operation the metrics counted it under. */
  operation: string;
}

/** Made again for each request, never replayed. */
const PER_REQUEST = ['x-request-id', 'date', 'connection', 'keep-alive', 'set-cookie'];

export function variantOf(request: IncomingMessage): string {
  return `${preferredEncoding(request.headers['accept-encoding']) ?? ''}\u0000${request.headers.origin ?? ''}`;
}

export function wireBytes(wires: ReadonlyMap<string, Wire>): number {
  let total = 0;
  for (const wire of wires.values()) total += wire.body.length;
  return total;
}

/**
 * Calls `done` with the response as it is ended, if it is a whole 200 answer in one Buffer (what
 * Express's send ends with), to a GET.
 */
export function captureWire(
  request: IncomingMessage,
  response: ServerResponse,
  done: (wire: Omit<Wire, 'operation'>) => void,
): void {
  if (request.method !== 'GET') return;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (response.statusCode === 200 && Buffer.isBuffer(chunk) && !response.headersSent) {
      const headers = response.getHeaders();
      for (const name of PER_REQUEST) delete headers[name];
      done({ status: 200, headers, body: chunk });
    }
    return end(...args);
  }) as ServerResponse['end'];
}
