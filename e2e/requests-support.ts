/** Helpers of the request specs: demo solutions by vendor, screenshots at both widths, mail waits. */
import { expect, type Page } from '@playwright/test';
import { runGraphql } from './support/hooks';
import { receivedMails, type ReceivedMail } from './support/mail';

export interface DemoSolution {
  id: string;
  uid: string;
  title: string;
  companyName: string;
}

/** Every published solution (the page must be signed in). */
export async function allSolutions(page: Page): Promise<DemoSolution[]> {
  const result = (await runGraphql(page, '{ allSolutions { id uid title companyName } }')) as {
    data?: { allSolutions: DemoSolution[] };
  };
  return result.data!.allSolutions;
}

/** Solutions of one vendor other than `excludedCompany`, at least `count` of them. */
export function vendorWith(solutions: DemoSolution[], count: number, excludedCompany?: string): DemoSolution[] {
  const byCompany = new Map<string, DemoSolution[]>();
  for (const s of solutions) byCompany.set(s.companyName, [...(byCompany.get(s.companyName) ?? []), s]);
  const found = [...byCompany].find(([company, list]) => company !== excludedCompany && list.length >= count);
  return found![1].slice(0, count);
}

export async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/requests-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Waits until `count` mails matching arrived at the SMTP server. */
export async function waitForMails(match: (mail: ReceivedMail) => boolean, count: number): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).filter(match);
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * How many of the signed-in user's requests name one of these solutions. Specs running beside
 * each other share the demo municipal account, so each counts only its own solutions.
 */
export async function myRequestCount(page: Page, solutionIds: readonly string[]): Promise<number> {
  const result = (await runGraphql(page, '{ myDocumentRequests { uid items { solutionId } } }')) as {
    data?: { myDocumentRequests: { items: { solutionId: string }[] }[] };
  };
  return result.data!.myDocumentRequests.filter((request) =>
    request.items.some((item) => solutionIds.includes(item.solutionId)),
  ).length;
}
