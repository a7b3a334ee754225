/**
 * Builds the early-read starter (src/lib/early-read-starter.ts) into the text the server puts
 * inline in a page: bundled with what it uses of @portal/shared, minified, and hashed for the
 * Content-Security-Policy's script-src.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type AliasOptions, type Rollup } from 'vite';

export async function buildEarlyReadStarter(
  root: string,
  alias: AliasOptions,
): Promise<{ code: string; sha256: string }> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      // It runs before anything else, in every browser that gets the page.
      target: 'es2017',
      // @portal/shared's index brings its reference data; only the modules the starter uses stay.
      rollupOptions: { treeshake: { moduleSideEffects: false } },
      lib: { entry: path.join(root, 'build/early-read-starter.entry.ts'), formats: ['iife'], name: 'portalEarlyReads' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result[0]! : result).output[0];
  const code = output.code.trim();
  return { code, sha256: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}
