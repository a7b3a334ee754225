/**
 * Builds an inline starter (src/lib/early-read-starter.ts, src/lib/after-paint-starter.ts; entry
 * `build/<name>.entry.ts`) into the text the server puts inline in a page: bundled with what it
 * uses of @portal/shared, minified, and hashed for the Content-Security-Policy's script-src.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { InlineScript } from '@portal/shared';
import { build, type AliasOptions, type Rollup } from 'vite';

export type InlineScriptName = 'early-read-starter' | 'after-paint-starter';

export async function buildInlineScript(
  root: string,
  alias: AliasOptions,
  name: InlineScriptName,
): Promise<InlineScript> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      // It runs before anything else, in every browser that gets the page; one that cannot run
      // ES2017 cannot run the app's module scripts either.
      target: 'es2017',
      // @portal/shared's index brings its reference data; only the modules the starter uses stay.
      rollupOptions: { treeshake: { moduleSideEffects: false } },
      lib: { entry: path.join(root, `build/${name}.entry.ts`), formats: ['iife'], name: 'portalStarter' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result[0]! : result).output[0];
  const code = output.code.trim();
  return { code, sha256: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}
