// Open-loop load: requests arrive at random (Poisson) times at a mean rate, whatever the answers
// do, and go out over at most `connections` keep-alive sockets. A request's latency counts from
// its arrival, so time spent waiting for a free socket is part of it (no coordinated omission).
// This is how independent users arrive; autocannon's rate instead sends each connection's share
// at the start of every second, and its tail is the time to drain that burst.
import http from 'node:http';

/**
 * `requests` is autocannon's list ({ setupRequest, onResponse }); arrival n sends entry
 * n % requests.length. Resolves with autocannon-like counts and every latency by entry.
 */
export async function runOpenLoop({ base, requests, connections, rate, durationSeconds, timeoutMs = 10_000 }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result = { total: 0, '2xx': 0, '4xx': 0, '5xx': 0, errors: 0, timeouts: 0 };
  const latencies = requests.map(() => []);
  const pending = new Set();
  const endAt = performance.now() + durationSeconds * 1000;
  let next = 0;

  const send = (index, arrived) => {
    const entry = requests[index];
    const spec = entry.setupRequest({ method: 'GET', path: '/', headers: {} });
    const done = new Promise((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          agent,
          method: spec.method,
          path: spec.path,
          headers: {
            ...(spec.headers ?? {}),
            ...(spec.body ? { 'content-length': Buffer.byteLength(spec.body) } : {}),
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            latencies[index].push(performance.now() - arrived);
            result.total++;
            const status = res.statusCode ?? 0;
            if (status >= 500) result['5xx']++;
            else if (status >= 400) result['4xx']++;
            else if (status >= 200 && status < 300) result['2xx']++;
            entry.onResponse?.(status, Buffer.concat(chunks).toString('utf8'));
            resolve();
          });
          res.on('error', () => {
            result.errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        result.timeouts++;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        result.errors++;
        resolve();
      });
      req.end(spec.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  // Exponential gaps between arrivals; a late timer sends every arrival it has passed at once,
  // stamped with its due time, so a slow client loop does not thin the load.
  let due = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due <= now && due < endAt) {
        send(next++ % requests.length, due);
        due += (-Math.log(1 - Math.random()) * 1000) / rate;
      }
      if (due >= endAt) return resolve();
      setTimeout(tick, Math.max(0, due - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return { result, latencies };
}
