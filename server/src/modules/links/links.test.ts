/**
 * Links between grants, solutions and cases: a vendor's links wait for review with its
 * listing, an operator links cases to grants, every link change is audited, and nothing
 * unpublished ever appears through a link, for any role. Roles are earned (test/earn-roles.ts).
 */
import { LINK_MESSAGES, NATIONWIDE_AREA_ID } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../../test/earn-roles';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';

const LINKS =
  'links { grants { grantId note title } cases { caseId title } } publishedLinks { grants { grantId } cases { caseId } }';
const UPDATE = `mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input, submit: true) { id ${LINKS} } }`;
const SOLUTION = `query($id: ID!) { solution(id: $id) { id eligibleGrants { note grant { id applicationStatus } } cases { id } } }`;
const GRANT = 'query($id: ID!) { grant(id: $id) { id solutions { id } cases { id } } }';
const CASE = 'query($id: ID!) { case(id: $id) { id solution { id title } grants { id applicationStatus } } }';

describe.each(DATABASES)('record links on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let vendor: Account;
  let rival: Account;
  let municipal: Account;
  let trial: Account;
  let listingId: string;
  let listingInput: Record<string, unknown>;
  /** Published grants and cases of the demo seed; `freeCases` name no solution. */
  let grants: number[];
  let freeCases: number[];
  let takenCase: number;

  const ids = (rows: { id: string | number }[] | undefined) => (rows ?? []).map((row) => Number(row.id));
  const query = async <T>(text: string, variables: Record<string, unknown>, who: Account) => {
    const result = await server.graphql<T>(text, variables, who.token);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const sql = (text: string, params: unknown[] = []) => server.dataSource.query(text, params);

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    rival = await vendorAccount(server, operator);
    municipal = await municipalAccount(server);
    trial = await trialAccount(server);
    listingId = await publishedListing(server, vendor, operator);
    const listing = await query<{ listing: { values: Record<string, unknown> } }>(
      'query($id: ID!) { listing(id: $id) { values { title description categoryIds areaIds detailItems titleItems explainItems videoUrl offices { officeName address } thumbnail { key name kind } document { key name kind } } } }',
      { id: listingId },
      vendor,
    );
    listingInput = { ...listing.listing.values, images: [], video: null };
    grants = (
      (await sql(`SELECT id FROM grants WHERE status = 'published' ORDER BY id LIMIT 6`)) as { id: number }[]
    ).map((r) => Number(r.id));
    freeCases = (
      (await sql(`SELECT id FROM cases WHERE status = 'published' AND solution_id IS NULL ORDER BY id LIMIT 3`)) as {
        id: number;
      }[]
    ).map((r) => Number(r.id));
    const [taken] = (await sql(`SELECT id FROM cases WHERE solution_id IS NOT NULL ORDER BY id LIMIT 1`)) as {
      id: number;
    }[];
    takenCase = Number(taken!.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the demo seed links most grants and cases', async () => {
    const [{ n: linkedGrants }] = (await sql('SELECT COUNT(DISTINCT grant_id) AS n FROM solution_grants')) as [
      { n: number },
    ];
    const [{ n: allGrants }] = (await sql('SELECT COUNT(*) AS n FROM grants')) as [{ n: number }];
    expect(Number(linkedGrants) / Number(allGrants)).toBeGreaterThan(0.8);
    const [{ n: named }] = (await sql('SELECT COUNT(*) AS n FROM cases WHERE solution_id IS NOT NULL')) as [
      { n: number },
    ];
    const [{ n: allCases }] = (await sql('SELECT COUNT(*) AS n FROM cases')) as [{ n: number }];
    expect(Number(named) / Number(allCases)).toBeGreaterThan(0.6);
    // A linked case names the listing's product in its own text too.
    const [{ n: disagreeing }] = (await sql(
      'SELECT COUNT(*) AS n FROM cases c JOIN solutions s ON s.id = c.solution_id WHERE c.solution_name <> s.title',
    )) as [{ n: number }];
    expect(Number(disagreeing)).toBe(0);
  });

  it('the demo seed names a funding grant for exactly the cases whose figures put an amount to one', async () => {
    const rows = (await sql(
      `SELECT c.id, c.subsidy_amount AS subsidy, c.approach,
              (SELECT COUNT(*) FROM case_grants g WHERE g.case_id = c.id) AS grants
         FROM cases c`,
    )) as { id: number; subsidy: string | number | null; approach: string; grants: number }[];
    const subsidised = rows.filter((row) => Number(row.subsidy) > 0);
    expect(subsidised.length / rows.length).toBeGreaterThan(0.4);
    expect(subsidised.filter((row) => Number(row.grants) === 0).map((row) => row.id)).toEqual([]);
    const unfunded = rows.filter((row) => !(Number(row.subsidy) > 0));
    expect(unfunded.filter((row) => Number(row.grants) > 0).map((row) => row.id)).toEqual([]);
    // Nor does a case without a subsidy say in its own text that a grant paid for it.
    expect(unfunded.filter((row) => row.approach.includes('交付金を活用')).map((row) => row.id)).toEqual([]);
    // A funding grant is nationwide, or serves the case's own prefecture and is not another town's.
    const [{ n: farAway }] = (await sql(
      `SELECT COUNT(*) AS n FROM case_grants cg
         JOIN grants g ON g.id = cg.grant_id
         JOIN grant_areas ga ON ga.grant_id = g.id
         JOIN case_areas ca ON ca.case_id = cg.case_id
        WHERE ga.area_id <> ? AND (ga.area_id <> ca.area_id OR g.organization = 'municipality')`,
      [NATIONWIDE_AREA_ID],
    )) as [{ n: number }];
    expect(Number(farAway)).toBe(0);
  });

  it('refuses grants and cases that do not exist, are unpublished or name another listing', async () => {
    await sql(`UPDATE grants SET status = 'draft' WHERE id = ?`, [grants[5]]);
    const attempt = (links: Record<string, unknown>) =>
      server.graphql(UPDATE, { id: listingId, input: { ...listingInput, ...links } }, vendor.token);
    const fieldsOf = async (links: Record<string, unknown>) => (await attempt(links)).errors?.[0]?.extensions?.fields;
    expect(await fieldsOf({ grantLinks: [{ grantId: String(grants[5]), note: '委託料' }] })).toEqual({
      grantLinks: LINK_MESSAGES.grantNotFound(String(grants[5])),
    });
    expect(await fieldsOf({ grantLinks: [{ grantId: '99999999', note: '委託料' }] })).toEqual({
      grantLinks: LINK_MESSAGES.grantNotFound('99999999'),
    });
    expect(await fieldsOf({ grantLinks: [{ grantId: String(grants[0]), note: '  ' }] })).toEqual({
      grantLinks: LINK_MESSAGES.noteRequired,
    });
    expect(await fieldsOf({ grantLinks: [{ grantId: String(grants[0]), note: 'あ'.repeat(201) }] })).toEqual({
      grantLinks: LINK_MESSAGES.noteMax,
    });
    expect(await fieldsOf({ caseIds: [String(takenCase)] })).toEqual({
      caseIds: LINK_MESSAGES.caseTaken(String(takenCase)),
    });
    expect(await fieldsOf({ caseIds: ['abc'] })).toEqual({ caseIds: LINK_MESSAGES.caseNotFound('abc') });
    await sql(`UPDATE cases SET status = 'draft' WHERE id = ?`, [freeCases[2]]);
    expect(await fieldsOf({ caseIds: [String(freeCases[2])] })).toEqual({
      caseIds: LINK_MESSAGES.caseNotFound(String(freeCases[2])),
    });
    // Another company's listing answers as an unknown id, links or not.
    const foreign = await server.graphql(
      UPDATE,
      { id: listingId, input: { ...listingInput, grantLinks: [{ grantId: String(grants[0]), note: '委託料' }] } },
      rival.token,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = (await sql('SELECT edited_links FROM solutions WHERE id = ?', [listingId])) as {
      edited_links: unknown;
    }[];
    expect(row!.edited_links).toBeNull();
  });

  it("shows a vendor's links only after the operator publishes them, audited", async () => {
    const links = {
      grantLinks: [{ grantId: String(grants[0]), note: 'システム構築費・クラウド利用料' }],
      caseIds: [String(freeCases[0])],
    };
    const saved = await query<{
      updateListing: { links: { grants: { title: string | null }[] }; publishedLinks: unknown };
    }>(UPDATE, { id: listingId, input: { ...listingInput, ...links } }, vendor);
    expect(saved.updateListing.links.grants[0]!.title).toBeTruthy();
    expect(saved.updateListing.publishedLinks).toEqual({ grants: [], cases: [] });
    // Waiting for review: nobody sees the links yet.
    for (const who of [municipal, trial, operator]) {
      const grant = await query<{ grant: { solutions: { id: string }[] } }>(GRANT, { id: grants[0] }, who);
      expect(ids(grant.grant.solutions)).not.toContain(Number(listingId));
    }
    const review = await query<{
      listingsForReview: { id: string; links: { grants: { grantId: string; note: string }[] } }[];
    }>(`{ listingsForReview { id ${LINKS} } }`, {}, operator);
    expect(review.listingsForReview.find((l) => l.id === listingId)?.links.grants).toEqual([
      expect.objectContaining({ grantId: String(grants[0]), note: 'システム構築費・クラウド利用料' }),
    ]);
    await query('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator);

    for (const who of [municipal, trial]) {
      const solution = await query<{
        solution: {
          eligibleGrants: { note: string; grant: { id: string; applicationStatus: string } }[];
          cases: { id: string }[];
        };
      }>(SOLUTION, { id: listingId }, who);
      expect(solution.solution.eligibleGrants).toEqual([
        {
          note: 'システム構築費・クラウド利用料',
          grant: { id: String(grants[0]), applicationStatus: expect.any(String) },
        },
      ]);
      expect(ids(solution.solution.cases)).toEqual([freeCases[0]]);
      const grant = await query<{ grant: { solutions: { id: string }[] } }>(GRANT, { id: grants[0] }, who);
      expect(ids(grant.grant.solutions)).toContain(Number(listingId));
      const record = await query<{ case: { solution: { id: string } | null } }>(CASE, { id: freeCases[0] }, who);
      expect(record.case.solution?.id).toBe(listingId);
    }
    const [moved] = (await sql(
      'SELECT c.solution_name, s.title FROM cases c JOIN solutions s ON s.id = c.solution_id WHERE c.id = ?',
      [freeCases[0]],
    )) as { solution_name: string; title: string }[];
    expect(moved!.solution_name).toBe(moved!.title);
    const filtered = await query<{ searchSolutions: { items: { id: string }[] } }>(
      'query($c: SearchInput) { searchSolutions(criteria: $c) { totalCount items { id } } }',
      { c: { ids: [listingId], links: ['grant'] } },
      municipal,
    );
    expect(ids(filtered.searchSolutions.items)).toEqual([Number(listingId)]);
    const [audit] = (await sql(
      `SELECT data FROM audit_events WHERE action = 'solution.published' AND entity_id = ? ORDER BY id DESC LIMIT 1`,
      [listingId],
    )) as { data: string }[];
    expect(JSON.stringify(audit!.data)).toContain(String(grants[0]));
  });

  it('keeps the published links while a change of them waits for review', async () => {
    await query(
      UPDATE,
      {
        id: listingId,
        input: { ...listingInput, grantLinks: [{ grantId: String(grants[1]), note: '委託料' }], caseIds: [] },
      },
      vendor,
    );
    const before = await query<{ solution: { eligibleGrants: { grant: { id: string } }[]; cases: unknown[] } }>(
      SOLUTION,
      { id: listingId },
      municipal,
    );
    expect(before.solution.eligibleGrants.map((g) => Number(g.grant.id))).toEqual([grants[0]]);
    expect(before.solution.cases).toHaveLength(1);
    await query('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator);
    const after = await query<{ solution: { eligibleGrants: { grant: { id: string } }[]; cases: unknown[] } }>(
      SOLUTION,
      { id: listingId },
      municipal,
    );
    expect(after.solution.eligibleGrants.map((g) => Number(g.grant.id))).toEqual([grants[1]]);
    expect(after.solution.cases).toEqual([]);
    const [row] = (await sql('SELECT solution_id FROM cases WHERE id = ?', [freeCases[0]])) as {
      solution_id: number | null;
    }[];
    expect(row!.solution_id).toBeNull();
  });

  it('never shows an unpublished listing, grant or case through a link', async () => {
    await sql(`UPDATE grants SET status = 'published' WHERE id = ?`, [grants[5]]);
    await server.portal.services.search.refresh('grants', [grants[5]!]);
    await query(
      UPDATE,
      {
        id: listingId,
        input: {
          ...listingInput,
          grantLinks: [{ grantId: String(grants[5]), note: '委託料' }],
          caseIds: [String(freeCases[1])],
        },
      },
      vendor,
    );
    await query('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator);
    // The grant and the case are withdrawn; the listing too.
    await sql(`UPDATE grants SET status = 'draft' WHERE id = ?`, [grants[5]]);
    await sql(`UPDATE cases SET status = 'draft' WHERE id = ?`, [freeCases[1]]);
    await server.portal.services.search.refresh('grants', [grants[5]!]);
    await server.portal.services.search.refresh('cases', [freeCases[1]!]);
    const solution = await query<{ solution: { eligibleGrants: unknown[]; cases: unknown[] } }>(
      SOLUTION,
      { id: listingId },
      municipal,
    );
    expect(solution.solution).toMatchObject({ eligibleGrants: [], cases: [] });
    await sql(`UPDATE solutions SET status = 'draft' WHERE id = ?`, [listingId]);
    await server.portal.services.search.refresh('solutions', [Number(listingId)]);
    await sql(`UPDATE grants SET status = 'published' WHERE id = ?`, [grants[5]]);
    await server.portal.services.search.refresh('grants', [grants[5]!]);
    for (const who of [municipal, trial, operator]) {
      const grant = await query<{ grant: { solutions: { id: string }[] } }>(GRANT, { id: grants[5] }, who);
      expect(ids(grant.grant.solutions)).not.toContain(Number(listingId));
    }
    // The owner still reads its own draft listing, but only published records through it.
    const own = await query<{ solution: { eligibleGrants: { grant: { id: string } }[] } }>(
      SOLUTION,
      { id: listingId },
      vendor,
    );
    expect(own.solution.eligibleGrants.map((g) => Number(g.grant.id))).toEqual([grants[5]]);
    await sql(`UPDATE solutions SET status = 'published' WHERE id = ?`, [listingId]);
    await server.portal.services.search.refresh('solutions', [Number(listingId)]);
  });

  it('lets only operators link a case to the grants that funded it, audited', async () => {
    const SET =
      'mutation($caseId: ID!, $grantIds: [ID!]!) { setCaseGrants(caseId: $caseId, grantIds: $grantIds) { id } }';
    const caseId = String(freeCases[0]);
    for (const who of [vendor, municipal, trial]) {
      const refused = await server.graphql(SET, { caseId, grantIds: [String(grants[2])] }, who.token);
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|TRIAL_ACCOUNT/);
    }
    await sql(`UPDATE grants SET status = 'draft' WHERE id = ?`, [grants[4]]);
    const hidden = await server.graphql(SET, { caseId, grantIds: [String(grants[4])] }, operator.token);
    expect(hidden.errors?.[0]?.extensions?.fields).toEqual({
      grantIds: `補助金・交付金が見つかりません（ID: ${grants[4]}）`,
    });
    const missing = await server.graphql(SET, { caseId: '99999999', grantIds: [] }, operator.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await query(SET, { caseId, grantIds: [String(grants[2]), String(grants[3])] }, operator);
    const record = await query<{ case: { grants: { id: string }[] } }>(CASE, { id: caseId }, municipal);
    expect(ids(record.case.grants).sort()).toEqual([grants[2], grants[3]].sort());
    const grant = await query<{ grant: { cases: { id: string }[] } }>(GRANT, { id: grants[2] }, municipal);
    expect(ids(grant.grant.cases)).toContain(Number(caseId));
    const filtered = await query<{ searchCases: { items: { id: string }[] } }>(
      'query($c: SearchInput) { searchCases(criteria: $c) { items { id } } }',
      { c: { ids: [caseId], links: ['grant'] } },
      municipal,
    );
    expect(ids(filtered.searchCases.items)).toEqual([Number(caseId)]);
    // REST takes the same filter (links=grant); an unknown value is refused in Japanese.
    const rest = await fetch(`${server.url}/api/service/cases/search?ids=${caseId}&links=grant`);
    const body = (await rest.json()) as { contents: { contents: { id: string | number }[] } };
    expect(body.contents.contents.map((item) => Number(item.id))).toEqual([Number(caseId)]);
    const [plain] = (await sql(
      `SELECT id FROM cases WHERE status = 'published' AND id NOT IN (SELECT case_id FROM case_grants) ORDER BY id LIMIT 1`,
    )) as { id: number }[];
    const unfunded = await fetch(`${server.url}/api/service/cases/search?ids=${plain!.id}&links=grant`);
    expect(((await unfunded.json()) as { contents: { contents: unknown[] } }).contents.contents).toEqual([]);
    const bad = await fetch(`${server.url}/api/service/cases/search?links=money`);
    expect(bad.status).toBe(400);
    const [audit] = (await sql(`SELECT data FROM audit_events WHERE action = 'case.grants-linked' AND entity_id = ?`, [
      caseId,
    ])) as {
      data: unknown;
    }[];
    expect(audit).toBeDefined();
  });
});
