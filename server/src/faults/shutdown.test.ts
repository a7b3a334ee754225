/**
 * Fault suite: SIGTERM on the real server process (SQLite). It stops accepting connections,
 * finishes the request in flight (then closes its connection), closes the database and
 * exits 0 within 10 seconds.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../test/process';

/** Sends headers with `Expect: 100-continue` and waits for the server's 100: the request is then in flight. */
async function openRequest(port: number, body: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'POST /api/auth/edit HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  while (!received.includes('100 Continue')) await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    finish: async () => {
      socket.end(body);
      await closed;
      return received;
    },
  };
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0 within 10 seconds', async () => {
    const server = await spawnServer({});
    await server.ready();
    const port = Number(new URL(server.url).port);
    const inFlight = await openRequest(port, JSON.stringify({ uid: 'nobody', lastName: '試験' }));

    const signalled = Date.now();
    server.kill('SIGTERM');
    // The listening socket closes: new connections are refused while the old one is served.
    const refused = async () => {
      try {
        await fetch(`${server.url}/healthz`);
        return false;
      } catch {
        return true;
      }
    };
    while (!(await refused())) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.child.exitCode).toBeNull();

    const answer = await inFlight.finish();
    const final = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
    expect(final).toMatch(/^HTTP\/1\.1 401 /);
    expect(final).toContain('UNAUTHENTICATED');

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
  });
});
