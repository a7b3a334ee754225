/**
 * The access matrix's request-for-information rows and inputs (access-matrix.table.ts spreads
 * them in) and fixtures, made through the API as their users would: requests of the matrix's municipal member (札幌市) to the matrix vendor's company and
 * another, in the state each row starts from (a draft to edit, one to send, one sent with a
 * clarification to answer, one to close, one answered with a quote), one that does not invite the
 * matrix vendor, and one of 函館市 staff.
 */
import { japanDate, type Role } from '@portal/shared';
import { PDF, upload } from '../modules/listing/listing.test-support';
import { type Account, municipalAccount, publishedListing, vendorAccount } from '../test/earn-roles';
import type { TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';

export const RFI_DEADLINE = `${japanDate(new Date(Date.now() + 30 * 86_400_000))}T17:00`;

const NOBODY: readonly Role[] = [];

/**
 * Rows: the municipality's own requests and its colleagues', a vendor only where its company is
 * invited, and there only its own answer; a request names a shortlist of its municipality only,
 * and a shortlist's requests are read inside that municipality ($shortlist / $foreignShortlist).
 */
export const RFI_ROWS: readonly {
  op: string;
  args?: Record<string, string>;
  input?: keyof typeof RFI_INPUTS;
  allow: readonly Role[];
}[] = [
  { op: 'Query.rfis', allow: ['municipal'] },
  { op: 'Query.rfi (own municipality)', args: { id: '$rfi' }, allow: ['municipal'] },
  { op: 'Query.rfi (another municipality)', args: { id: '$foreignRfi' }, allow: NOBODY },
  { op: 'Query.rfiComparison (own municipality)', args: { id: '$rfi' }, allow: ['municipal'] },
  { op: 'Query.rfiComparison (another municipality)', args: { id: '$foreignRfi' }, allow: NOBODY },
  { op: 'Mutation.createRfi', input: 'rfi', allow: ['municipal'] },
  { op: 'Mutation.createRfi (from own municipality’s shortlist)', input: 'rfiFromShortlist', allow: ['municipal'] },
  { op: 'Mutation.createRfi (from another municipality’s shortlist)', input: 'rfiFromForeignShortlist', allow: NOBODY },
  { op: 'Query.shortlistRfis (own municipality)', args: { shortlistId: '$shortlist' }, allow: ['municipal'] },
  { op: 'Query.shortlistRfis (another municipality)', args: { shortlistId: '$foreignShortlist' }, allow: NOBODY },
  { op: 'Mutation.updateRfi (own draft)', args: { id: '$rfiDraft' }, input: 'rfi', allow: ['municipal'] },
  { op: 'Mutation.updateRfi (another municipality)', args: { id: '$foreignRfi' }, input: 'rfi', allow: NOBODY },
  { op: 'Mutation.sendRfi (own draft)', args: { id: '$rfiDraftToSend' }, allow: ['municipal'] },
  {
    op: 'Mutation.allowLateRfiAnswer (own request)',
    args: { id: '$rfi', invitationId: '$rfiInvitation' },
    allow: ['municipal'],
  },
  {
    op: 'Mutation.answerRfiClarification (own request)',
    args: { id: '$rfi', clarificationId: '$rfiClarification', answer: '権限確認の回答' },
    allow: ['municipal'],
  },
  { op: 'Mutation.closeRfi (own request)', args: { id: '$rfiToClose' }, input: 'rfiClose', allow: ['municipal'] },
  { op: 'Mutation.closeRfi (another municipality)', args: { id: '$foreignRfi' }, input: 'rfiClose', allow: NOBODY },
  { op: 'Query.receivedRfis', allow: ['vendor'] },
  { op: 'Query.receivedRfi (invited)', args: { id: '$rfi' }, allow: ['vendor'] },
  { op: 'Query.receivedRfi (not invited)', args: { id: '$rfiNotInvited' }, allow: NOBODY },
  { op: 'Mutation.saveRfiAnswer (invited)', args: { id: '$rfi' }, input: 'rfiAnswer', allow: ['vendor'] },
  { op: 'Mutation.saveRfiAnswer (not invited)', args: { id: '$rfiNotInvited' }, input: 'rfiAnswer', allow: NOBODY },
  { op: 'Mutation.askRfiClarification (invited)', args: { id: '$rfi', question: '権限確認の質問' }, allow: ['vendor'] },
  {
    op: 'Mutation.askRfiClarification (not invited)',
    args: { id: '$rfiNotInvited', question: '権限確認の質問' },
    allow: NOBODY,
  },
];

async function call<T>(server: TestServer, account: Account, query: string, variables: Record<string, unknown>) {
  const answer = await server.graphql<T>(query, variables, account.token);
  if (answer.errors?.length) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

interface Made {
  id: string;
  questions: { id: string }[];
  invitations: { id: string }[];
}

export function rfiInput(solutionIds: string[], spec: { key: string; name: string } | null = null) {
  return {
    kind: 'rfi',
    title: '権限確認の依頼',
    background: '',
    origin: 'basket',
    solutionIds,
    deadline: RFI_DEADLINE,
    questions: [{ kind: 'text', label: '権限確認の質問' }],
    spec,
  };
}

export const RFI_INPUTS = {
  rfi: rfiInput(['$ownSolution', '$foreignSolution']),
  rfiFromShortlist: {
    ...rfiInput(['$ownSolution', '$foreignSolution']),
    origin: 'shortlist',
    shortlistId: '$shortlist',
  },
  rfiFromForeignShortlist: {
    ...rfiInput(['$ownSolution', '$foreignSolution']),
    origin: 'shortlist',
    shortlistId: '$foreignShortlist',
  },
  rfiClose: { outcome: 'declined', reason: '権限確認' },
  rfiAnswer: { answers: [], submit: false },
};

export async function rfiFixtures(
  server: TestServer,
  operator: Account,
  municipal: Account,
  vendor: Account,
  ownSolution: string,
  foreignSolution: string,
) {
  const make = async (
    account: Account,
    solutionIds: string[],
    send: boolean,
    spec: { key: string; name: string } | null = null,
  ) => {
    const { createRfi } = await call<{ createRfi: Made }>(
      server,
      account,
      'mutation($input: RfiInput!) { createRfi(input: $input) { id questions { id } invitations { id } } }',
      { input: rfiInput(solutionIds, spec) },
    );
    if (send) await call(server, account, 'mutation($id: ID!) { sendRfi(id: $id) { id } }', { id: createRfi.id });
    return createRfi;
  };
  const pdf = (await upload(server, municipal.token, 'rfi', PDF, '仕様書.pdf')).body.data!;
  const invited = [ownSolution, foreignSolution];
  const rfi = await make(municipal, invited, true, { key: pdf.key, name: pdf.name });
  const { askRfiClarification } = await call<{ askRfiClarification: { clarifications: { id: string }[] } }>(
    server,
    vendor,
    'mutation($id: ID!) { askRfiClarification(id: $id, question: "権限確認の質疑") { clarifications { id } } }',
    { id: rfi.id },
  );
  const answered = await make(municipal, invited, true);
  const quote = (await upload(server, vendor.token, 'rfi', PDF, '見積書.pdf')).body.data!;
  await call(
    server,
    vendor,
    'mutation($id: ID!, $input: RfiAnswerSubmission!) { saveRfiAnswer(id: $id, input: $input) { id } }',
    {
      id: answered.id,
      input: {
        answers: [{ questionId: answered.questions[0]!.id, text: '回答' }],
        quote: { key: quote.key, name: quote.name },
        submit: true,
      },
    },
  );
  const [{ quotePath }] = (
    await call<{ rfi: { invitations: { quotePath: string | null }[] } }>(
      server,
      municipal,
      'query($id: ID!) { rfi(id: $id) { invitations { quotePath } } }',
      { id: answered.id },
    )
  ).rfi.invitations.filter((i) => i.quotePath) as [{ quotePath: string }];
  // Two companies other than the matrix vendor's: a third one, made for it.
  const third = await publishedListing(server, await vendorAccount(server, operator), operator);
  const hakodate = await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '函館市');
  return {
    rfi: rfi.id,
    rfiClarification: askRfiClarification.clarifications[0]!.id,
    rfiInvitation: rfi.invitations[1]!.id,
    rfiDraft: (await make(municipal, invited, false)).id,
    rfiDraftToSend: (await make(municipal, invited, false)).id,
    rfiToClose: (await make(municipal, invited, true)).id,
    rfiQuote: quotePath.replace(/^\/api/, ''),
    rfiNotInvited: (await make(municipal, [foreignSolution, third], true)).id,
    foreignRfi: (await make(hakodate, invited, true)).id,
  };
}
