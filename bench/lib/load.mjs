// Load generation: autocannon (pinned in package.json) with every response time recorded, so the
// percentiles are exact rather than read from autocannon's fixed list (which has no p95).
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summarise(latencies, seconds, extra = {}) {
  const sorted = Float64Array.from(latencies).sort();
  const round = (value) => (value == null ? null : Math.round(value * 100) / 100);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    rps: seconds > 0 ? Math.round(sorted.length / seconds) : null,
    ...extra,
  };
}

/**
 * One load point. `request` is { path, method?, headers?, body? } or a list of them (each
 * connection cycles through the list), or `autocannonRequests` autocannon's own list (with
 * setupRequest: the realistic workload, workload.mjs). Fails when any answer is not 2xx: a fast
 * error is not a result.
 */
export async function loadPoint({ origin, request, autocannonRequests, connections, duration, amount }) {
  const requests = autocannonRequests ?? (Array.isArray(request) ? request : [request]);
  const latencies = [];
  const statuses = new Map();
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url: origin,
    connections,
    // autocannon notices the last answer only at its next sample: a second per point by default,
    // most of a smoke run's 33 points. The figures here are our own, not its samples.
    ...(amount ? { amount: Math.max(amount, connections), sampleInt: 20 } : { duration }),
    requests:
      autocannonRequests ??
      requests.map((r) => ({
        method: r.method ?? 'GET',
        path: r.path,
        headers: r.headers ?? {},
        ...(r.body ? { body: r.body } : {}),
      })),
    timeout: 30,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (statusCode < 200 || statusCode >= 300) return;
    latencies.push(responseTime);
  });
  const result = await instance;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const failed = [...statuses].filter(([status]) => status < 200 || status >= 300);
  if (failed.length > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `load on ${requests[0].path ?? 'the realistic workload'} at ${connections} connections: statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return summarise(latencies, seconds, { connections });
}

/** A timed loop for references that are not HTTP (the naive SQL): one caller, back to back. */
export async function loopPoint(run, { duration, minRuns = 3, maxRuns = Infinity }) {
  const latencies = [];
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(duration * 1e9));
  while (latencies.length < maxRuns && (latencies.length < minRuns || process.hrtime.bigint() < deadline)) {
    const t = process.hrtime.bigint();
    await run();
    latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return summarise(latencies, Number(process.hrtime.bigint() - started) / 1e9, { connections: 1 });
}
