/**
 * The console's start page counts what waits for an operator: each count moves with the work it
 * counts (a member registering, a company signing up, an inquiry arriving and being answered) and
 * agrees with the list that shows that work. Only operators may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { type Account, memberAccount, operatorAccount, signUp } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { PROFILE_DEFAULTS, uniqueEmail } from '../../test/users';

const COUNTS = `{ consoleCounts {
  membersAwaitingApproval membersAwaitingMunicipality companiesAwaitingApproval listingsAwaitingReview
  caseProposalsAwaitingReview
  openInquiries inquiriesInProgress overdueRequests
} }`;

type Counts = Record<
  | 'membersAwaitingApproval'
  | 'membersAwaitingMunicipality'
  | 'companiesAwaitingApproval'
  | 'listingsAwaitingReview'
  | 'caseProposalsAwaitingReview'
  | 'openInquiries'
  | 'inquiriesInProgress'
  | 'overdueRequests',
  number
>;

describe.each(DATABASES)('console counts on %s', (database) => {
  let server: TestServer;
  let operator: Account;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: 'reference' });
    operator = await operatorAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const counts = async (): Promise<Counts> => {
    const result = await server.graphql<{ consoleCounts: Counts }>(COUNTS, {}, operator.token);
    expect(result.errors).toBeUndefined();
    return result.data!.consoleCounts;
  };

  it('move with the work they count', async () => {
    const before = await counts();

    await memberAccount(server);
    const applicant = await signUp(uniqueEmail('vendor.example.jp'));
    const company = await server.graphql(
      'mutation($input: CompanyRegistrationInput!) { registerCompany(input: $input) { id } }',
      {
        input: {
          uid: applicant.uid,
          email: applicant.email,
          ...PROFILE_DEFAULTS,
          organization: '件数確認システム株式会社',
          companyAddress: '東京都千代田区霞が関1-1-1',
          companyUrl: '',
          corporateNumber: '',
        },
      },
      applicant.token,
    );
    expect(company.errors).toBeUndefined();
    const sent = await server.graphql<{ submitInquiry: { uid: string } }>(
      'mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }',
      {
        input: {
          name: '件数 確認',
          organization: 'テスト市',
          email: uniqueEmail('example.jp'),
          telephone: '03-0000-0000',
          inquiryType: 'usage',
          body: '件数の確認です。',
          privacyConsent: true,
          idempotencyKey: `console-counts-${applicant.uid}`,
        },
      },
    );
    expect(sent.errors).toBeUndefined();

    const after = await counts();
    expect(after).toEqual({
      ...before,
      membersAwaitingApproval: before.membersAwaitingApproval + 1,
      companiesAwaitingApproval: before.companiesAwaitingApproval + 1,
      openInquiries: before.openInquiries + 1,
    });

    const replied = await server.graphql(
      'mutation($uid: ID!) { replyToInquiry(uid: $uid, body: "ご連絡ありがとうございます。") { status } }',
      { uid: sent.data!.submitInquiry.uid },
      operator.token,
    );
    expect(replied.errors).toBeUndefined();
    expect(await counts()).toEqual({
      ...after,
      openInquiries: before.openInquiries,
      inquiriesInProgress: before.inquiriesInProgress + 1,
    });
  });

  it('agree with the lists the console shows', async () => {
    const lists = await server.graphql<{
      membersAwaitingApproval: { total: number };
      membersAwaitingMunicipality: { total: number };
      pendingCompanies: unknown[];
      listingsForReview: unknown[];
      caseProposalsForReview: unknown[];
      open: { total: number };
      inProgress: { total: number };
      overdueRequests: unknown[];
    }>(
      `{ membersAwaitingApproval { total } membersAwaitingMunicipality { total } pendingCompanies { id }
         listingsForReview { id } caseProposalsForReview { id } open: inquiries(status: "open") { total }
         inProgress: inquiries(status: "in_progress") { total } overdueRequests { uid } }`,
      {},
      operator.token,
    );
    expect(lists.errors).toBeUndefined();
    const data = lists.data!;
    expect(await counts()).toEqual({
      membersAwaitingApproval: data.membersAwaitingApproval.total,
      membersAwaitingMunicipality: data.membersAwaitingMunicipality.total,
      companiesAwaitingApproval: data.pendingCompanies.length,
      listingsAwaitingReview: data.listingsForReview.length,
      caseProposalsAwaitingReview: data.caseProposalsForReview.length,
      openInquiries: data.open.total,
      inquiriesInProgress: data.inProgress.total,
      overdueRequests: data.overdueRequests.length,
    });
  });

  it('are for operators only', async () => {
    const member = await memberAccount(server);
    const refused = await server.graphql(COUNTS, {}, member.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
