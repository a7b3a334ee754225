// Loaded into the portal by the attack benchmark (NODE_OPTIONS=--import): the event loop's worst
// delay (perf_hooks), the longest garbage-collection pause and the peak resident memory since the
// last SIGUSR2, written to BENCH_LOOP_PROBE on each SIGUSR2, which starts the next interval.
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
  process.on('SIGUSR2', () => {
    const rss = process.memoryUsage.rss();
    const stats = {
      at: Date.now(),
      maxDelayMs: Math.round(histogram.max / 1e4) / 100,
      p99DelayMs: Math.round(histogram.percentile(99) / 1e4) / 100,
      rssMb: mb(rss),
      peakRssMb: mb(Math.max(peakRss, rss)),
      longestGcMs: Math.round(longestGc * 10) / 10,
    };
    fs.writeFileSync(file, JSON.stringify(stats));
    histogram.reset();
    peakRss = rss;
    longestGc = 0;
  });
}
