/**
 * Public runtime configuration. The server injects it into index.html as JSON; under the Vite dev
 * server it is fetched from /app-config.json instead. Read once at start-up.
 */
import type { ClientConfig } from '@portal/shared';
export type { ClientConfig };

let current: ClientConfig | null = null;

export async function loadConfig(): Promise<ClientConfig> {
  const element = document.getElementById('app-config');
  current = element?.textContent
    ? (JSON.parse(element.textContent) as ClientConfig)
    : ((await (await fetch('/app-config.json')).json()) as ClientConfig);
  return current;
}

export function getConfig(): ClientConfig {
  if (!current) throw new Error('configuration not loaded');
  return current;
}

/** For tests: sets the configuration directly. */
export function setConfig(config: ClientConfig): void {
  current = config;
}
