/**
 * A real server process (`node server/dist/main.js`, test/process.ts) dressed as the in-process
 * TestServer the role helpers (earn-roles.ts) talk to: its URL, a GraphQL caller and the Auth
 * emulator's admin client. For suites that run several processes or measure one's memory.
 */
import fs from 'node:fs';
import { createIdentity, type Identity } from '../auth/identity';
import type { TestServer } from './harness';
import { spawnServer, type ServerProcess } from './process';

export interface PortalProcess extends ServerProcess {
  /** What the role helpers use of a TestServer (url, graphql, identity). */
  asServer: TestServer;
  /** The process's resident set size now, in bytes (Linux /proc). */
  rss(): number;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function startPortalProcess(env: Record<string, string>, identity?: Identity): Promise<PortalProcess> {
  const server = await spawnServer(env);
  await server.ready();
  const admin = identity ?? createIdentity('demo-portal-test');
  const asServer = {
    url: server.url,
    identity: admin,
    async graphql(query: string, variables: Record<string, unknown> = {}, token?: string) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
  } as unknown as TestServer;
  return {
    ...server,
    asServer,
    rss() {
      const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop() {
      server.kill('SIGTERM');
      return server.exited;
    },
  };
}
