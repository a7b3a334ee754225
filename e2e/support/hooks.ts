/** Typed access to the app's test hooks (see support/auth.ts) from a spec. */
import type { Page } from '@playwright/test';
import { parse } from 'graphql';
import type { BasketSolution, PortalTestHooks } from './auth';

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => '__portalTest' in window);
}

export async function basketUids(page: Page): Promise<string[]> {
  await ready(page);
  return page.evaluate(() =>
    (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.basket.items().map((item) => item.uid),
  );
}

export async function addToBasket(page: Page, solution: BasketSolution): Promise<void> {
  await ready(page);
  await page.evaluate(
    (item) => (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.basket.add(item),
    solution,
  );
}

/** Runs a GraphQL document through the app's own Apollo client; resolves to the error message on failure. */
export async function runGraphql(page: Page, source: string, variables?: Record<string, unknown>) {
  await ready(page);
  // Parsed here and handed over as a plain AST: the browser bundle carries no GraphQL parser.
  const document = JSON.parse(JSON.stringify(parse(source, { noLocation: true }))) as unknown;
  return page.evaluate(
    async ([ast, vars]) => {
      try {
        return {
          data: await (window as unknown as { __portalTest: PortalTestHooks }).__portalTest.run(ast, vars),
        };
      } catch (error) {
        return { error: String(error) };
      }
    },
    [document, variables] as const,
  );
}

export interface AnalyticsRecord {
  name: string;
  params: Record<string, unknown>;
}

/** Events recorded by the local analytics sink (no measurement id configured). */
export async function analyticsEvents(page: Page, name?: string): Promise<AnalyticsRecord[]> {
  const events = await page.evaluate(
    () => (window as unknown as { __analyticsEvents?: AnalyticsRecord[] }).__analyticsEvents ?? [],
  );
  return name ? events.filter((event) => event.name === name) : events;
}
