/** Fixtures the document-request suites share: roles with real tokens, solutions, submissions. */
import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { uniqueEmail } from '../../test/users';

export const municipalProfile = { isMunicipality: true, municipalStatus: 'approved' as const };

export function municipalUser(server: TestServer, profile: Record<string, unknown> = {}): Promise<TestUser> {
  return server.user({ profile: { ...municipalProfile, ...profile } });
}

export function newKey(): string {
  return randomBytes(16).toString('base64url');
}

export interface PickedSolution {
  id: string;
  companyId: number;
  title: string;
}

/** Two published solutions of one vendor and one of another. */
export async function threeSolutionsTwoVendors(server: TestServer): Promise<PickedSolution[]> {
  const rows = (await server.dataSource.query(
    "SELECT id, company_id, title FROM solutions WHERE status = 'published' ORDER BY id",
  )) as { id: number; company_id: number; title: string }[];
  const byCompany = new Map<number, typeof rows>();
  for (const row of rows)
    byCompany.set(Number(row.company_id), [...(byCompany.get(Number(row.company_id)) ?? []), row]);
  const [first, second] = [...byCompany.values()].filter((list) => list.length >= 2);
  return [first![0]!, first![1]!, second![0]!].map((row) => ({
    id: String(row.id),
    companyId: Number(row.company_id),
    title: row.title,
  }));
}

export const SUBMIT = `mutation($input: DocumentRequestInput!) {
  submitDocumentRequest(input: $input) {
    uid receiptNumber companyName createdAt
    requesterSnapshot { email lastName organization telephone }
    items { id solutionId solutionTitle inquiryTypes contactMeans contents documentName }
  }
}`;

export interface SubmittedRequest {
  uid: string;
  receiptNumber: string;
  companyName: string;
  createdAt: string;
  requesterSnapshot: { email: string; lastName: string; organization: string; telephone: string };
  items: {
    id: string;
    solutionId: string;
    solutionTitle: string;
    inquiryTypes: string[];
    contactMeans: string[];
    contents: string;
    documentName: string | null;
  }[];
}

export function item(solutionId: string, extra: Record<string, unknown> = {}) {
  return { solutionId, inquiryTypes: ['0'], contactMeans: ['0'], contents: '', ...extra };
}

export async function submit(server: TestServer, token: string | undefined, input: Record<string, unknown>) {
  return server.graphql<{ submitDocumentRequest: SubmittedRequest[] }>(SUBMIT, { input }, token);
}

export async function countRows(server: TestServer, table: string): Promise<number> {
  const [row] = (await server.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as [{ n: number | string }];
  return Number(row.n);
}

export function trialEmail(): string {
  return uniqueEmail('provider.example.jp');
}
