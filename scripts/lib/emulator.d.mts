import type { ChildProcess } from 'node:child_process';

export interface AuthEmulator {
  host: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function startAuthEmulator(options: {
  port: number;
  projectId: string;
  workDir: string;
  persist?: boolean;
  quiet?: boolean;
  /** Each line the emulator prints (its log stays quiet otherwise). */
  onLine?: (line: string) => void;
}): Promise<AuthEmulator>;

export function appActionLinkOf(line: string, origin: string): string | null;
