/** A start-up failure told in one sentence naming the setting to fix (main.ts prints it, no stack). */
export class StartupError extends Error {}

/** The shortest useful description of an error: its code, else its message. */
export function describe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? String(error);
}
