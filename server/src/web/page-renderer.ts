/**
 * The client build's prerender module (client/build/prerender.ts keeps it, self-contained, under
 * `.vite/page-renderer/`), run in a worker thread: rendering a search screen with twenty results
 * takes 12–16 ms (65 ms the first time), which on the event loop every request arriving meanwhile
 * would wait behind. The worker starts on first use, renders one page at a time, and is started
 * again after it fails; it never keeps the process alive.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/** The worker: imports the module and answers each page asked for (a script, so no build step). */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.module).then(({ prerender }) => {
  parentPort.on('message', ({ id, path, answers }) => {
    prerender(path, answers).then(
      (markup) => parentPort.postMessage({ id, markup }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
  });
});
`;

interface Answer {
  id: number;
  markup?: string;
  error?: string;
}

export interface PageRenderer {
  /** The screen at `path` rendered with these answers (query key → data), as markup. */
  render(path: string, answers: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

export function pageRenderer(file: string): PageRenderer {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve(markup: string): void; reject(error: Error): void }>();
  const failAll = (failed: Worker, error: Error) => {
    if (worker !== failed) return;
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(WORKER, { eval: true, workerData: { module: pathToFileURL(file).href } });
    started.unref();
    started.on('message', ({ id, markup, error }: Answer) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (markup !== undefined) waiting?.resolve(markup);
      else waiting?.reject(new Error(error ?? 'the page renderer answered nothing'));
    });
    started.on('error', (error) => failAll(started, error));
    started.on('exit', (code) => failAll(started, new Error(`the page renderer stopped (${code})`)));
    return started;
  };
  return {
    render(path, answers) {
      worker ??= start();
      const id = ++next;
      const sent = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, path, answers });
      return sent;
    },
    async stop() {
      const running = worker;
      if (running) failAll(running, new Error('the page renderer was stopped'));
      await running?.terminate();
    },
  };
}
