/**
 * Early reads: the page of a signed-in route starts the queries its screen will wait for (the
 * profile, a detail screen's record) while it is parsed, with the token the browser remembers,
 * instead of after the app's scripts have loaded and run; a search screen's page (prerendered)
 * starts its first page of results the same way, without a token for a visitor. The shell
 * manifest lists them per route; the starter (client/src/lib/early-read-starter.ts, built by
 * the client build and admitted by its hash in the Content-Security-Policy) sends them and
 * leaves the answers for the app. Without a remembered token that still lives a while, only a
 * visitor's search is sent.
 */
import { EARLY_READS_SPEC_ID, type EarlyRead } from '@portal/shared';

/** Where an inline script goes to run before the page's scripts and styles; -1: nowhere. */
export function aheadOfScripts(html: string): number {
  const ahead = ['<script type="module"', '<link rel="modulepreload"', '<link rel="stylesheet"', '<style', '</head>']
    .map((tag) => html.indexOf(tag))
    .filter((i) => i >= 0);
  return ahead.length ? Math.min(...ahead) : -1;
}

/**
 * The page with the route's early reads ahead of its scripts and styles: an inline script after
 * a stylesheet would wait for that stylesheet to load. `rendered`: the page carries a rendered
 * screen (prerendered, or a search page), whose visitor's header the starter marks for a
 * returning user before it paints (SESSION_HINT_ATTRIBUTE), so the starter goes in even when the
 * route reads nothing early.
 */
export function withEarlyReads(
  html: string,
  route: string,
  reads: EarlyRead[] | undefined,
  starter: string | null,
  { rendered = false }: { rendered?: boolean } = {},
): string {
  const at = aheadOfScripts(html);
  if (!(reads?.length || rendered) || !starter || at < 0) return html;
  const spec = JSON.stringify({ path: route, reads: reads ?? [] }).replace(/</g, '\\u003c');
  const tags = `<script type="application/json" id="${EARLY_READS_SPEC_ID}">${spec}</script><script>${starter}</script>`;
  return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
}
