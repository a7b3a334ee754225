/**
 * Per-page preloads: the shell manifest lists, for each route, the chunks and styles its screen
 * needs beyond the entry. The page sent for a path names them in its head, so they download
 * beside the entry instead of after it ran.
 */
import type { ShellRoute } from '@portal/shared';

/**
 * The page with the route's preloads at the end of its head. A style the page names already
 * (a prerendered page has its styles inline) is not linked again.
 */
export function withPreloads(html: string, route: Pick<ShellRoute, 'scripts' | 'styles'> | null): string {
  if (!route || !html.includes('</head>')) return html;
  const links = [
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...route.styles
      .filter((href) => !html.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
