/**
 * Keeps a large transfer's spent chunks from piling up. Every chunk of a streamed file is a fresh
 * off-heap buffer (Node's HTTP parser copies each body chunk; file and S3 reads allocate theirs),
 * garbage as soon as it is written on, but V8 only collects it with the young generation, which
 * the tiny JS objects of a stream fill slowly: it forces a young collection for backing stores
 * only once they reach twice its largest semi-space, 32 MB on 64-bit. Measured on a 50 MB PDF
 * (process.memoryUsage() sampled every 2 ms): arrayBuffers rose 32–35 MB with one young
 * collection in the whole upload, which was the resident memory's rise (docs/operations.md).
 *
 * So streamed bytes are counted process-wide and every PACE_BYTES a young collection (a scavenge:
 * it copies only live young objects; 12 per 50 MB took 20–170 ms in all on a loaded 2-core
 * machine) frees them. V8 exposes that collection
 * only through its `gc` extension, enabled here at run time, so `npm run serve`, the compose
 * image and the tests need no extra node flag; without it (another runtime) pacing does nothing.
 */
import { Transform } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Bytes streamed between young collections: the most spent chunks that wait for one. */
export const PACE_BYTES = 4 * 1024 * 1024;

type Collect = (options: { type: 'minor' | 'major'; execution: 'sync' | 'async' }) => void;

function youngCollector(): Collect | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    // The flag applies to contexts created after it: a new one carries the `gc` function.
    const collect = vm.runInNewContext('gc') as unknown;
    return typeof collect === 'function' ? (collect as Collect) : null;
  } catch {
    return null;
  }
}

let collect: Collect | null | undefined;
let sinceCollection = 0;

/** Counts streamed bytes; past PACE_BYTES since the last one, runs a young collection. */
export function noteStreamed(bytes: number): void {
  sinceCollection += bytes;
  if (sinceCollection < PACE_BYTES) return;
  sinceCollection = 0;
  if (collect === undefined) collect = youngCollector();
  collect?.({ type: 'minor', execution: 'sync' });
}

/** The chunks of a body, unchanged, with their bytes counted (uploads). */
export async function* paced<T extends Buffer>(source: AsyncIterable<T>): AsyncGenerator<T> {
  for await (const chunk of source) {
    noteStreamed(chunk.length);
    yield chunk;
  }
}

/** A pass-through stream counting what goes through it (downloads piped to a response). */
export function pacedStream(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      noteStreamed(chunk.length);
      done(null, chunk);
    },
  });
}
