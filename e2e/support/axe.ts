/** The end-to-end suite's one way to run axe: WCAG 2.2 AA, and the best practices where asked. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** Only this part of the page (the screen's own content, without the shell). */
  include?: string;
  /** The best-practice rules too (landmarks, headings, regions: the shell's checks). */
  bestPractice?: boolean;
}

/**
 * The page's violations, one line each with the elements it names (readable in a failed assertion).
 *
 * Legacy mode runs axe with axe.run in the page: the default mode opens a blank page per analysis
 * to gather every frame's results, which doubled the time of an analysis and is only needed for
 * cross-origin frames (the portal's pages have none; a page with one is analysed the default way).
 * Only violations are collected with all their nodes. Together an analysis of a results screen went
 * from 4.6-7.5 s to 1.5 s on 2 cores.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page
    .frames()
    .some((frame) => !frame.url().startsWith('about:') && !frame.url().startsWith(origin));
  let builder = new AxeBuilder({ page })
    .withTags(scope.bestPractice ? [...WCAG_AA, 'best-practice'] : WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!crossOrigin);
  if (scope.include) builder = builder.include(scope.include);
  const result = await builder.analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
