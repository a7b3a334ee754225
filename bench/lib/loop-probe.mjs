// Loaded into the portal by the benchmarks (NODE_OPTIONS=--import): the event loop's worst delay
// (perf_hooks) and that delay less the waits for a core (Linux), the longest garbage-collection
// pause and the peak resident memory since the last SIGUSR2, written to BENCH_LOOP_PROBE on each
// SIGUSR2, which starts the next interval.
// A cluster worker (WEB_CONCURRENCY > 1; Node sets NODE_UNIQUE_ID in them) writes BENCH_LOOP_PROBE.<pid>.
import cluster from 'node:cluster';
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const base = process.env.BENCH_LOOP_PROBE;
const file = base && (cluster.isWorker ? `${base}.${process.pid}` : base);
if (file) {
  // What the histogram records is the time between two turns of a timer of this resolution, the
  // timer's own interval included: at 5 ms an 8 ms block read 13-14 ms. At 1 ms (the finest it
  // takes) a block reads at most about 1 ms more than it lasted.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
  let peakRss = process.memoryUsage.rss();
  // Garbage-collection pauses, to tell a collection of the large heap from the request's own work.
  let longestGc = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10).unref();
  // The same delay less the time the thread sat in the run queue (Linux schedstat, updated when it
  // gets a core back): on two cores shared with the load generator a gap of 15 ms may hold 8 ms of
  // waiting for a core, which no code of the server spent. What is left (running, or waiting on
  // its own GC helpers or I/O) is the block the process itself caused.
  const runQueue = runQueueClock();
  let ownWorst = 0;
  if (runQueue) {
    let lastTick = performance.now();
    let lastWait = runQueue();
    setInterval(() => {
      const now = performance.now();
      const wait = runQueue();
      ownWorst = Math.max(ownWorst, now - lastTick - (wait - lastWait));
      lastTick = now;
      lastWait = wait;
    }, 1).unref();
  }
  process.on('SIGUSR2', () => {
    const rss = process.memoryUsage.rss();
    const stats = {
      at: Date.now(),
      maxDelayMs: Math.round(histogram.max / 1e4) / 100,
      maxOwnDelayMs: runQueue ? Math.round(ownWorst * 100) / 100 : null,
      p99DelayMs: Math.round(histogram.percentile(99) / 1e4) / 100,
      rssMb: mb(rss),
      peakRssMb: mb(Math.max(peakRss, rss)),
      longestGcMs: Math.round(longestGc * 10) / 10,
    };
    fs.writeFileSync(file, JSON.stringify(stats));
    histogram.reset();
    peakRss = rss;
    longestGc = 0;
    ownWorst = 0;
  });
}

/** Milliseconds this thread has waited for a core so far (Linux), or null where it cannot be read. */
function runQueueClock() {
  let fd;
  try {
    fd = fs.openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(96);
  return () => {
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    // "<ns on a core> <ns waiting in the run queue> <time slices>"
    return Number(buffer.toString('latin1', 0, length).split(' ')[1]) / 1e6;
  };
}
