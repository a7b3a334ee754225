export function isPortFree(port: number, host?: string): Promise<boolean>;
export function freePort(): Promise<number>;
export function waitForHttp(url: string, options?: { timeoutMs?: number; isAlive?: () => boolean }): Promise<boolean>;
