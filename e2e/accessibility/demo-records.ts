/**
 * The addresses the accessibility run opens: a route's path with its parameters filled from the
 * demo data (what the signed-in role may read), and the query a screen needs to show itself.
 * A record the demo data lacks (a sent request, a case proposal) is made once through the API.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RouteDefinition } from '../../client/src/config/routes';
import { runGraphql } from '../support/hooks';
import type { Role } from './audience';

interface Solution {
  id: string;
  uid: string;
  title: string;
  companyName: string;
}

export interface DemoRecords {
  grantId?: string;
  caseId?: string;
  solutions: Solution[];
  requestUid?: string;
  caseProposalId?: string;
}

async function read<T>(page: Page, source: string, variables?: Record<string, unknown>): Promise<T> {
  const result = (await runGraphql(page, source, variables)) as { data?: T; error?: string };
  if (!result.data) throw new Error(`${source}: ${result.error ?? 'no data'}`);
  return result.data;
}

async function firstId(page: Page, field: 'searchGrants' | 'searchCases'): Promise<string> {
  const data = await read<Record<string, { items: { id: string }[] }>>(page, `{ ${field} { items { id } } }`);
  return data[field]!.items[0]!.id;
}

async function vendorListings(page: Page): Promise<Solution[]> {
  const { myListings } = await read<{ myListings: (Solution & { status: string })[] }>(
    page,
    '{ myListings { id title status } }',
  );
  return myListings.filter((listing) => listing.status === 'published');
}

async function requestUid(page: Page, solution: Solution): Promise<string> {
  const { myDocumentRequests } = await read<{ myDocumentRequests: { uid: string }[] }>(
    page,
    '{ myDocumentRequests { uid } }',
  );
  if (myDocumentRequests[0]) return myDocumentRequests[0].uid;
  const { submitDocumentRequest } = await read<{ submitDocumentRequest: { uid: string }[] }>(
    page,
    'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }',
    {
      input: {
        idempotencyKey: randomBytes(16).toString('base64url'),
        items: [
          { solutionId: solution.id, inquiryTypes: ['0'], contactMeans: ['1'], contents: '資料を拝見したいです' },
        ],
        confirmResend: true,
      },
    },
  );
  return submitDocumentRequest[0]!.uid;
}

async function caseProposalId(page: Page, solution: Solution): Promise<string> {
  const { myCaseProposals } = await read<{ myCaseProposals: { id: string }[] }>(page, '{ myCaseProposals { id } }');
  if (myCaseProposals[0]) return myCaseProposals[0].id;
  const { createCaseProposal } = await read<{ createCaseProposal: { id: string } }>(
    page,
    'mutation($input: CaseProposalInput!) { createCaseProposal(input: $input) { id } }',
    { input: { title: '窓口受付の待ち時間を短縮した事例', solutionId: solution.id } },
  );
  return createCaseProposal.id;
}

/** The demo records a signed-in page of `role` reads; the page must show the portal. */
export async function demoRecords(page: Page, role: Role): Promise<DemoRecords> {
  if (role === 'anonymous') return { solutions: [] };
  if (role === 'vendor') {
    const solutions = await vendorListings(page);
    return { solutions, caseProposalId: await caseProposalId(page, solutions[0]!) };
  }
  const { allSolutions } = await read<{ allSolutions: Solution[] }>(
    page,
    '{ allSolutions { id uid title companyName } }',
  );
  const records: DemoRecords = {
    grantId: await firstId(page, 'searchGrants'),
    caseId: await firstId(page, 'searchCases'),
    solutions: allSolutions,
  };
  if (role === 'municipal') records.requestUid = await requestUid(page, allSolutions[0]!);
  return records;
}

/** The address of a route for this role's records. */
export function addressOf(route: RouteDefinition, records: DemoRecords): string {
  const [first, second] = records.solutions;
  const params: Record<string, string | undefined> = {
    uid: records.requestUid,
    id: route.id.startsWith('vendor.')
      ? records.caseProposalId
      : /grant/i.test(route.id)
        ? records.grantId
        : /case/i.test(route.id)
          ? records.caseId
          : first?.id,
  };
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no demo record for ${route.path}`);
    return value;
  });
  if (route.id === 'solutions.compare') return `${path}?ids=${first!.id},${second!.id}`;
  return path;
}
