/**
 * axe over one page, WCAG 2.0 and 2.1 level A and AA (JIS X 8341-3:2016 level AA is WCAG 2.0 AA),
 * with axe's Japanese messages.
 *
 * Colour contrast is nine tenths of an analysis's time, and the header, the footer and many
 * screens' content are the same markup on page after page. So every rule but colour contrast runs
 * on the whole page each time; colour contrast runs on everything but the page's regions (header,
 * main, footer) whose exact markup was already checked in this run, and those regions take their
 * earlier result. The same markup under the same style sheet and viewport has the same contrast.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const CONTRAST = 'color-contrast';
const REGION = 'data-a11y-region';

// The axe-core that @axe-core/playwright depends on and pins.
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
export const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;
/** axe speaking Japanese, put into a page once (a move inside the app keeps it). */
const AXE_SOURCE = `${fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}
axe.configure({ locale: ${fs.readFileSync(require.resolve('axe-core/locales/ja.json'), 'utf8')} });`;

export interface Finding {
  rule: string;
  impact: string;
  /** axe's Japanese summary of the rule. */
  help: string;
  /** The elements, for a failure message (not recorded). */
  targets: string[];
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const findingOf = (violation: AxeViolation): Finding => ({
  rule: violation.id,
  impact: violation.impact ?? 'unknown',
  help: violation.help,
  targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
});

/** Marks the page's header, main and footer and returns a hash of each one's markup. */
async function markRegions(page: Page): Promise<Record<string, string>> {
  const markup = await page.evaluate((attribute) => {
    const main = document.getElementById('main');
    const regions: Record<string, string> = {};
    for (const element of main?.parentElement?.children ?? []) {
      element.removeAttribute(attribute);
      const name = element.localName;
      if (name === 'header' || name === 'main' || name === 'footer') {
        regions[name] = element.outerHTML;
        element.setAttribute(attribute, name);
      }
    }
    return regions;
  }, REGION);
  return Object.fromEntries(
    Object.entries(markup).map(([name, html]) => [name, createHash('sha256').update(html).digest('hex')]),
  );
}

/** The region (header, main, footer) each contrast finding's elements sit in, or '' for the rest. */
async function regionsOf(page: Page, finding: Finding): Promise<string[]> {
  return page.evaluate(
    ([targets, attribute]) =>
      targets.map((target) => document.querySelector(target)?.closest(`[${attribute}]`)?.getAttribute(attribute) ?? ''),
    [finding.targets, REGION] as const,
  );
}

/** Runs axe in the page: every WCAG rule but contrast on the page, contrast outside `skip`. */
async function analyze(page: Page, skip: string[]): Promise<{ rules: AxeViolation[]; contrast: AxeViolation[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([tags, rule, skipped]) => {
      interface Axe {
        run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
      }
      const axe = (window as unknown as { axe: Axe }).axe;
      const brief = (violations: AxeViolation[]) =>
        violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
        }));
      const rules = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { [rule]: { enabled: false } },
        resultTypes: ['violations'],
      });
      const contrast = await axe.run(
        { exclude: skipped.map((selector) => [selector]) },
        { runOnly: { type: 'rule', values: [rule] }, resultTypes: ['violations'] },
      );
      return { rules: brief(rules.violations), contrast: brief(contrast.violations) };
    },
    [WCAG_TAGS, CONTRAST, skip] as const,
  );
}

export class AxeCheck {
  /** Contrast findings by region markup hash (the region's own, possibly none). */
  private readonly contrast = new Map<string, Finding[]>();
  /** Milliseconds spent in axe so far. */
  time = 0;

  /** The page's violations, one finding per rule. */
  async run(page: Page): Promise<Finding[]> {
    const started = performance.now();
    const hashes = await markRegions(page);
    const known = Object.entries(hashes).filter(([, hash]) => this.contrast.has(hash));
    const fresh = Object.entries(hashes).filter(([, hash]) => !this.contrast.has(hash));
    const result = await analyze(
      page,
      known.map(([name]) => `[${REGION}="${name}"]`),
    );
    const contrast = result.contrast.map(findingOf);

    const found: Finding[] = result.rules.map(findingOf);
    for (const [, hash] of known) found.push(...this.contrast.get(hash)!);
    const byRegion = new Map<string, string[]>(fresh.map(([name]) => [name, []]));
    for (const finding of contrast) {
      const regions = await regionsOf(page, finding);
      finding.targets.forEach((target, index) => byRegion.get(regions[index]!)?.push(target));
      const outside = finding.targets.filter((_target, index) => !byRegion.has(regions[index]!));
      if (outside.length) found.push({ ...finding, targets: outside });
    }
    const template = contrast[0];
    for (const [name, hash] of fresh) {
      const targets = byRegion.get(name)!;
      const findings = targets.length && template ? [{ ...template, targets }] : [];
      this.contrast.set(hash, findings);
      found.push(...findings);
    }
    this.time += performance.now() - started;
    return merge(found);
  }
}

/** One finding per rule, its elements together, sorted by rule. */
function merge(findings: Finding[]): Finding[] {
  const byRule = new Map<string, Finding>();
  for (const finding of findings) {
    const seen = byRule.get(finding.rule);
    byRule.set(finding.rule, seen ? { ...seen, targets: [...seen.targets, ...finding.targets] } : finding);
  }
  return [...byRule.values()].sort((a, b) => a.rule.localeCompare(b.rule));
}
