/**
 * The shell manifest: the one artefact the client build writes for the server's web shell
 * (client/build/shell-manifest.ts writes it, server/src/web/shell-manifest.ts reads it). Per
 * route of the client's route table, what its page needs for the first paint; besides, the paths
 * the client redirects and the two inline starters: the one the pages of signed-in routes carry
 * and the one of prerendered pages.
 */
import type { EarlyRead } from './early-reads';

/** Where the build writes it, under the client's output folder. */
export const SHELL_MANIFEST_FILE = '.vite/shell-manifest.json';

/**
 * The id of the template in which a prerendered page's module scripts wait for its first paint
 * (server/src/web/after-paint.ts fills it, client/src/lib/after-paint-starter.ts inserts it).
 */
export const AFTER_PAINT_TEMPLATE_ID = 'app-scripts';

/** An inline script as the build emitted it, and its hash for the Content-Security-Policy. */
export interface InlineScript {
  code: string;
  /** `sha256-<base64>`, as script-src takes it (within quotes). */
  sha256: string;
}

export interface ShellRoute {
  /** The route table's id. */
  id: string;
  /** The route pattern; a segment `:name` is a parameter. */
  path: string;
  /** Route validation: parameter name → the source of the expression it must match. */
  params: Record<string, string>;
  /** Module chunks the screen needs beyond the entry, preloaded with the page. */
  scripts: string[];
  /** Stylesheets the screen needs beyond the entry, inline in the page. */
  styles: string[];
  /** The reads the page starts while it is parsed (signed-in routes). */
  earlyReads: EarlyRead[];
  /** The prerendered page, a file under `.vite/`; null: the generic shell. */
  prerendered: string | null;
}

export interface ShellManifest {
  version: 1;
  routes: ShellRoute[];
  /** Paths the client sends elsewhere (short addresses): pages, not unknown paths. */
  redirects: string[];
  /** The early-read starter (pages of signed-in routes), minified and hashed. */
  earlyReadStarter: InlineScript;
  /** The after-paint starter (prerendered pages), minified and hashed. */
  afterPaintStarter: InlineScript;
  /**
   * The server build of the prerender (a file under `.vite/`, self-contained), with which the
   * server renders a search screen's first results into its page; null: none was built.
   */
  pageRenderer: string | null;
}
