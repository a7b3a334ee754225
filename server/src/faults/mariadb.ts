/**
 * A throwaway MariaDB server of the fault suite's own (its own data directory, port and socket),
 * so stopping and killing it never disturbs the shared server on 3306.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from '../test/process';

function which(binary: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, binary);
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export const MARIADBD = which('mariadbd') ?? which('mysqld');
const INSTALL_DB = which('mariadb-install-db') ?? which('mysql_install_db');

export interface ThrowawayMariaDb {
  url: string;
  port: number;
  start(): Promise<void>;
  /** SIGTERM: a clean shutdown. SIGKILL: a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** SIGSTOP: the server hangs with its connections open (as under a stalled disk). SIGCONT: it goes on. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

export async function createThrowawayMariaDb(database = 'portal'): Promise<ThrowawayMariaDb> {
  if (!MARIADBD || !INSTALL_DB) throw new Error('mariadbd and mariadb-install-db are needed for the fault suite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mariadb-'));
  const dataDir = path.join(dir, 'data');
  execFileSync(
    INSTALL_DB,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      `--user=${os.userInfo().username}`,
    ],
    { stdio: 'pipe' },
  );
  const port = await freePort();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const ping = async (): Promise<boolean> => {
    try {
      const connection = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 });
      await connection.query(
        `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      await connection.end();
      return true;
    } catch {
      return false;
    }
  };

  const instance: ThrowawayMariaDb = {
    url: `mysql://root@127.0.0.1:${port}/${database}`,
    port,
    async start() {
      let log = '';
      child = spawn(
        MARIADBD!,
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          `--socket=${path.join(dir, 'mysqld.sock')}`,
          `--pid-file=${path.join(dir, 'mysqld.pid')}`,
          `--user=${os.userInfo().username}`,
          '--skip-grant-tables',
          '--skip-name-resolve',
          '--innodb-buffer-pool-size=32M',
          '--innodb-flush-log-at-trx-commit=1',
          '--character-set-server=utf8mb4',
          '--collation-server=utf8mb4_unicode_ci',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
      const current = child;
      let gone = false;
      exited = new Promise((resolve) => current.once('exit', () => ((gone = true), resolve())));
      const deadline = Date.now() + 60_000;
      while (!(await ping())) {
        if (gone || Date.now() > deadline) throw new Error(`the throwaway MariaDB did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null) return;
      child.kill(signal);
      await exited;
      child = null;
    },
    freeze() {
      child?.kill('SIGSTOP');
    },
    thaw() {
      child?.kill('SIGCONT');
    },
    async destroy() {
      await instance.stop('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await instance.start();
  return instance;
}
