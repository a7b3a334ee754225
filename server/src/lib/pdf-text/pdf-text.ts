/**
 * The text of a PDF (a grant's 公募要領, a vendor's document), for search. pdf.js (Mozilla's
 * pdfjs-dist) reads it in a worker thread of its own: a large or hostile file can take seconds
 * of CPU and much memory, which this thread must not spend, and a worker can be stopped at its
 * deadline wherever it is. One worker serves the jobs in turn and ends when idle.
 */
import { Worker } from 'node:worker_threads';
import { JobQueue } from '../job-queue';
import { normaliseDocumentText } from './document-text';
import { PDF_WORKER_SOURCE, pdfjsLocations } from './pdf-worker-source';

/** The longest one file may take, the worker's start included. */
export const PDF_TEXT_TIMEOUT_MS = 20_000;
/** Text kept of one file: a 公募要領 of 60 pages is about 60 000 characters. */
export const PDF_TEXT_MAX_CHARS = 100_000;
const IDLE_MS = 30_000;

export type PdfText =
  | { status: 'ok'; text: string; pages: number }
  /** A PDF without text (scanned pages): kept, found by its record's other fields only. */
  | { status: 'empty'; pages: number }
  /** Not a PDF pdf.js can open (damaged, encrypted with a password, not a PDF at all). */
  | { status: 'unreadable'; reason: string }
  | { status: 'timeout' };

export type PdfTextStatus = PdfText['status'];

interface Reply {
  id: number;
  pages?: number;
  text?: string;
  error?: string;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 1;
const queue = new JobQueue(1);

function startWorker(): Worker {
  const started = new Worker(PDF_WORKER_SOURCE, {
    eval: true,
    workerData: { ...pdfjsLocations(), maxChars: PDF_TEXT_MAX_CHARS },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  started.unref();
  // An error ends the worker; the job waiting on it settles through 'exit'.
  started.on('error', () => undefined);
  started.once('exit', () => {
    if (worker === started) worker = null;
  });
  return started;
}

function stopWorker(): void {
  const current = worker;
  worker = null;
  if (current) void current.terminate();
}

function extractOnce(bytes: Uint8Array, timeoutMs: number): Promise<PdfText> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise<PdfText>((resolve) => {
    const finish = (result: PdfText) => {
      clearTimeout(deadline);
      current.off('message', onMessage);
      current.off('exit', onExit);
      idleTimer = setTimeout(stopWorker, IDLE_MS);
      idleTimer.unref();
      resolve(result);
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      if (reply.error !== undefined) return finish({ status: 'unreadable', reason: reply.error });
      const text = normaliseDocumentText(reply.text ?? '').slice(0, PDF_TEXT_MAX_CHARS);
      finish(text ? { status: 'ok', text, pages: reply.pages ?? 0 } : { status: 'empty', pages: reply.pages ?? 0 });
    };
    // Out of memory inside pdf.js ends the worker: the file is unreadable, the next job starts a new one.
    const onExit = () => finish({ status: 'unreadable', reason: 'the reader stopped' });
    const deadline = setTimeout(() => {
      stopWorker();
      finish({ status: 'timeout' });
    }, timeoutMs);
    current.on('message', onMessage);
    current.once('exit', onExit);
    // A copy: the caller keeps its buffer (it is also stored).
    current.postMessage({ id, data: new Uint8Array(bytes) });
  });
}

/** The PDF's text, normalised for search; never throws. One file at a time per process. */
export function extractPdfText(bytes: Uint8Array, timeoutMs = PDF_TEXT_TIMEOUT_MS): Promise<PdfText> {
  return queue.run(() => extractOnce(bytes, timeoutMs));
}
