/**
 * What the request-for-information suites share: a real server with the SMTP sink, an operator,
 * four vendors earned as vendors earn it (three invited, one not) with a published listing each,
 * municipal staff of 札幌市 (the creator and a colleague) and 函館市, and a trial account.
 */
import { japanDate } from '@portal/shared';
import type { DatabaseKind } from '../../test/databases';
import {
  type Account,
  bindDomain,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { uniqueEmail } from '../../test/users';
import { PDF, upload } from '../listing/listing.test-support';

export interface RfiWorld {
  server: TestServer;
  smtp: SmtpSink;
  operator: Account;
  vendors: (Account & { companyId: string; listing: string })[];
  outsider: Account & { companyId: string; listing: string };
  tanto: Account;
  colleague: Account;
  hakodate: Account;
  trial: Account;
}

export async function rfiWorld(database: DatabaseKind): Promise<RfiWorld> {
  const smtp = await startSmtpSink();
  const server = await startTestServer({
    database,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_POLL_SECONDS: '0.2', ALERT_RUN_SECONDS: '0' },
  });
  const operator = await operatorAccount(server);
  const vendor = async () => {
    const account = await vendorAccount(server, operator);
    return { ...account, listing: await publishedListing(server, account, operator) };
  };
  const vendors = [await vendor(), await vendor(), await vendor()];
  const outsider = await vendor();
  await bindDomain(server, operator, 'city.sapporo.lg.jp', '札幌市');
  await bindDomain(server, operator, 'city.hakodate.lg.jp', '函館市');
  return {
    server,
    smtp,
    operator,
    vendors,
    outsider,
    tanto: await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市'),
    colleague: await municipalAccount(server, uniqueEmail('city.sapporo.lg.jp'), '札幌市'),
    hakodate: await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '函館市'),
    trial: await trialAccount(server),
  };
}

/** `YYYY-MM-DDTHH:mm` in Japan, `days` from now. */
export function deadlineIn(days: number): string {
  return `${japanDate(new Date(Date.now() + days * 86_400_000))}T17:00`;
}

export const QUESTIONS = [
  { kind: 'text', label: '導入実績を教えてください' },
  { kind: 'yesno', label: 'LGWAN環境で利用できますか' },
  { kind: 'choice', label: '提供形態', choices: ['クラウド', 'オンプレミス'] },
  { kind: 'number', label: '導入までの期間', unit: 'か月' },
  { kind: 'price', label: '費用' },
];

export const RFI_FIELDS = `id status title mine specName specPath deadline sentAt outcome outcomeCompanyName
  outcomeAmount closedAt questions { id kind label choices unit }
  invitations { id companyName openedAt submittedAt late lateAllowed quoteName quotePath
    answers { questionId text yes choice number price { initial annual unitPrice quantity taxIncluded } } }
  clarifications { id question answer askedByYou }`;

export const VENDOR_FIELDS = `id status title specPath canAnswer answerBlockedReason
  questions { id kind }
  clarifications { id question answer askedByYou }
  myAnswer { id submittedAt late quotePath answers { questionId text } }`;

export interface RfiData {
  id: string;
  status: string;
  specPath: string | null;
  questions: { id: string; kind: string }[];
  invitations: {
    id: string;
    companyName: string;
    submittedAt: string | null;
    late: boolean;
    quotePath: string | null;
    answers: { questionId: string }[];
    openedAt: string | null;
  }[];
  clarifications: { id: string; question: string; answer: string | null; askedByYou: boolean }[];
  outcome: string | null;
  outcomeCompanyName: string | null;
}

export async function uploadPdf(world: RfiWorld, token: string, name: string): Promise<{ key: string; name: string }> {
  const answer = await upload(world.server, token, 'rfi', PDF, name);
  if (!answer.body.data) throw new Error(`upload refused: ${JSON.stringify(answer.body.error)}`);
  return { key: answer.body.data.key, name: answer.body.data.name };
}

export async function createRfi(world: RfiWorld, token: string, extra: Record<string, unknown> = {}) {
  const input = {
    kind: 'rfq',
    title: '窓口予約システムの見積依頼',
    background: '窓口の混雑を解消するため、予約システムの導入を検討しています。',
    origin: 'basket',
    solutionIds: world.vendors.map((v) => v.listing),
    deadline: deadlineIn(10),
    questions: QUESTIONS,
    spec: null,
    ...extra,
  };
  return world.server.graphql<{ createRfi: RfiData }>(
    `mutation($input: RfiInput!) { createRfi(input: $input) { ${RFI_FIELDS} } }`,
    { input },
    token,
  );
}

export function sendRfi(world: RfiWorld, token: string, id: string) {
  return world.server.graphql<{ sendRfi: RfiData }>(
    `mutation($id: ID!) { sendRfi(id: $id) { ${RFI_FIELDS} } }`,
    { id },
    token,
  );
}

/** Complete answers to QUESTIONS, with the price given. */
export function answersTo(questions: { id: string; kind: string }[], price: Record<string, unknown>) {
  return questions.map((q) => {
    switch (q.kind) {
      case 'text':
        return { questionId: q.id, text: '政令市を含む20団体' };
      case 'yesno':
        return { questionId: q.id, yes: true };
      case 'choice':
        return { questionId: q.id, choice: 'クラウド' };
      case 'number':
        return { questionId: q.id, number: 3 };
      default:
        return { questionId: q.id, price };
    }
  });
}

export function saveAnswer(world: RfiWorld, token: string, id: string, input: Record<string, unknown>) {
  return world.server.graphql<{ saveRfiAnswer: { myAnswer: { submittedAt: string | null; late: boolean } } }>(
    `mutation($id: ID!, $input: RfiAnswerSubmission!) { saveRfiAnswer(id: $id, input: $input) { ${VENDOR_FIELDS} } }`,
    { id, input },
    token,
  );
}

export async function get(world: RfiWorld, path: string, token?: string) {
  return fetch(`${world.server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Any GraphQL operation as the holder of `token`, its errors left to the test. */
export function runAs(world: RfiWorld, token: string, query: string, variables: Record<string, unknown> = {}) {
  return world.server.graphql<Record<string, never>>(query, variables, token);
}

/** The request as its creator (担当) reads it. */
export async function readAsCreator(world: RfiWorld, id: string): Promise<RfiData> {
  const answer = await world.server.graphql<{ rfi: RfiData }>(
    `query($id: ID!) { rfi(id: $id) { ${RFI_FIELDS} } }`,
    { id },
    world.tanto.token,
  );
  return answer.data!.rfi;
}
