/**
 * Listings on the server: every rule refused with its message, only the editor's own uploads,
 * own-company-only editing, review and publication (search picks a listing up at once), a
 * published listing's change kept aside until approved, audit events, and download counts.
 */
import { LISTING_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { item, municipalUser, newKey, submit } from '../document-request/document-request.test-support';
import { UPLOAD_MESSAGES } from './listing-uploads';
import { MP4, PDF, PNG, SVG, registerVendor, upload, type Uploaded } from './listing.test-support';

const LISTING = `id title status revisionStatus reviewComment downloadCount companyStatus
  values { title categoryIds areaIds offices { officeName address } thumbnail { key kind url } images { key kind }
           video { key kind } videoUrl document { key name kind url } detailItems titleItems explainItems }`;
const CREATE = `mutation($input: ListingInput!, $submit: Boolean) { createListing(input: $input, submit: $submit) { ${LISTING} } }`;
const UPDATE = `mutation($id: ID!, $input: ListingInput!, $submit: Boolean) {
  updateListing(id: $id, input: $input, submit: $submit) { ${LISTING} } }`;

describe.each(DATABASES)('listing management on %s', (database) => {
  let server: TestServer;
  let vendor: TestUser;
  let rival: TestUser;
  let operator: TestUser;
  let companyId: string;
  let files: Record<'thumbnail' | 'image' | 'svg' | 'video' | 'document', Uploaded>;
  let listingId: string;

  function input(overrides: Record<string, unknown> = {}) {
    const ref = (f: Uploaded) => ({ key: f.key, name: f.name, kind: f.kind });
    return {
      title: '防災無線デジタル連携クラウド',
      description: '防災行政無線と連携して避難情報を一斉配信します。',
      categoryIds: ['01', '09'],
      thumbnail: ref(files.thumbnail),
      images: [ref(files.image), ref(files.svg)],
      video: ref(files.video),
      videoUrl: 'https://video.example.jp/demo',
      detailItems: ['一斉配信', ''],
      titleItems: ['導入の流れ'],
      explainItems: ['最短2週間で導入できます。'],
      areaIds: ['113', '125_subnames'],
      offices: [{ officeName: '本社', address: '東京都千代田区1-1' }],
      document: ref(files.document),
      ...overrides,
    };
  }

  async function searchTitles(keyword: string, token: string): Promise<string[]> {
    const result = await server.graphql<{ searchSolutions: { items: { title: string }[] } }>(
      'query($c: SearchInput) { searchSolutions(criteria: $c) { items { title } } }',
      { c: { keyword } },
      token,
    );
    return result.data!.searchSolutions.items.map((i) => i.title);
  }

  beforeAll(async () => {
    server = await startTestServer({ database });
    vendor = await registerVendor(server, '株式会社防災テック');
    rival = await registerVendor(server, 'ライバル株式会社');
    operator = await server.user({ claims: { operator: true }, profile: {} });
    const me = await server.graphql<{ myCompany: { id: string; status: string } }>(
      '{ myCompany { id status } }',
      {},
      vendor.token,
    );
    companyId = me.data!.myCompany.id;
    // Only an approved company may upload files (listing-files.ts).
    for (const user of [vendor, rival]) {
      const mine = await server.graphql<{ myCompany: { id: string } }>('{ myCompany { id } }', {}, user.token);
      await server.graphql(
        'mutation($id: ID!) { approveCompany(id: $id) { id } }',
        { id: mine.data!.myCompany.id },
        operator.token,
      );
    }
    const ok = async (purpose: string, content: Buffer, name: string) =>
      (await upload(server, vendor.token, purpose, content, name)).body.data!;
    files = {
      thumbnail: await ok('thumbnail', PNG, 'logo.png'),
      image: await ok('image', PNG, 'screen.png'),
      svg: await ok('image', SVG, 'mark.svg'),
      video: await ok('video', MP4, 'demo.mp4'),
      document: await ok('document', PDF, 'サービス資料.pdf'),
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses each broken rule with its message and stores nothing', async () => {
    const before = await server.graphql<{ myListings: unknown[] }>('{ myListings { id } }', {}, vendor.token);
    const result = await server.graphql(
      CREATE,
      {
        submit: true,
        input: input({
          title: '',
          categoryIds: ['01', '02', '03', '04'],
          thumbnail: { key: files.document.key, name: 'logo.png', kind: 'png' },
          videoUrl: 'ftp://example.jp',
          detailItems: [''],
          titleItems: ['a'.repeat(79)],
          explainItems: ['a'.repeat(118)],
          areaIds: [],
          offices: [
            { officeName: '本社', address: '東京都' },
            { officeName: '大阪支社', address: '' },
          ],
          document: null,
        }),
      },
      vendor.token,
    );
    expect(result.errors![0]!.extensions!.fields).toEqual({
      title: LISTING_MESSAGES.titleRequired,
      categoryIds: LISTING_MESSAGES.categoriesTooMany,
      thumbnail: LISTING_MESSAGES.thumbnailType,
      videoUrl: LISTING_MESSAGES.videoUrlFormat,
      detailItems: LISTING_MESSAGES.detailItemsRequired,
      titleItems: LISTING_MESSAGES.titleItemMax,
      explainItems: LISTING_MESSAGES.explainItemMax,
      areaIds: LISTING_MESSAGES.areaRequired,
      'offices.1.address': '本社・支社2 の住所を入力してください',
      document: LISTING_MESSAGES.documentRequired,
    });
    const after = await server.graphql<{ myListings: unknown[] }>('{ myListings { id } }', {}, vendor.token);
    expect(after.data!.myListings).toHaveLength(before.data!.myListings.length);
  });

  it("refuses another user's uploads and keys of the wrong kind", async () => {
    const foreign = await upload(server, rival.token, 'document', PDF, 'rival.pdf');
    const { key, name, kind } = foreign.body.data!;
    const ref = { key, name, kind };
    const result = await server.graphql(CREATE, { input: input({ document: ref }) }, vendor.token);
    expect(result.errors![0]!.extensions!.fields).toEqual({ document: UPLOAD_MESSAGES.foreignFile });
    const claimed = await server.graphql(
      CREATE,
      { input: input({ document: { key: files.image.key, name: 'x.pdf', kind: 'pdf' } }) },
      vendor.token,
    );
    expect(claimed.errors![0]!.extensions!.fields).toEqual({ document: LISTING_MESSAGES.documentType });
  });

  it('saves a draft, submits it, and only the own company or an operator may open or change it', async () => {
    const draft = await server.graphql<{ createListing: { id: string; status: string } }>(
      CREATE,
      { input: input({ title: '', detailItems: [] }) },
      vendor.token,
    );
    expect(draft.data!.createListing.status).toBe('draft');
    listingId = draft.data!.createListing.id;
    const submitted = await server.graphql<{
      updateListing: { status: string; values: { document: { name: string } } };
    }>(UPDATE, { id: listingId, input: input(), submit: true }, vendor.token);
    expect(submitted.data!.updateListing).toMatchObject({
      status: 'review',
      values: { document: { name: 'サービス資料.pdf' } },
    });

    const open = await server.graphql('query($id: ID!) { listing(id: $id) { id } }', { id: listingId }, rival.token);
    expect(open.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const change = await server.graphql(UPDATE, { id: listingId, input: input() }, rival.token);
    expect(change.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const byOperator = await server.graphql(
      'query($id: ID!) { listing(id: $id) { id } }',
      { id: listingId },
      operator.token,
    );
    expect(byOperator.errors).toBeUndefined();
  });

  it('publishes after the company is approved, and search finds the listing at once', async () => {
    // A company can only upload once approved; a listing whose company is back under review
    // (set here directly: no operation suspends a company yet) must still not be published.
    await server.dataSource.query("UPDATE companies SET status = 'pending' WHERE id = ?", [Number(companyId)]);
    const early = await server.graphql(
      'mutation($id: ID!) { publishListing(id: $id) { id } }',
      { id: listingId },
      operator.token,
    );
    expect(early.errors![0]!.extensions!.code).toBe('CONFLICT');
    const approved = await server.graphql<{ approveCompany: { status: string } }>(
      'mutation($id: ID!) { approveCompany(id: $id) { status } }',
      { id: companyId },
      operator.token,
    );
    expect(approved.data!.approveCompany.status).toBe('approved');
    const municipal = await municipalUser(server);
    expect(await searchTitles('防災無線デジタル連携', municipal.token)).toEqual([]);
    const published = await server.graphql<{ publishListing: { status: string } }>(
      'mutation($id: ID!) { publishListing(id: $id) { status } }',
      { id: listingId },
      operator.token,
    );
    expect(published.data!.publishListing.status).toBe('published');
    expect(await searchTitles('防災無線デジタル連携', municipal.token)).toEqual(['防災無線デジタル連携クラウド']);
    const detail = await server.graphql<{
      solution: { thumbnailUrl: string; imageUrls: string[]; videoFileUrl: string };
    }>(
      'query($id: ID!) { solution(id: $id) { thumbnailUrl imageUrls videoFileUrl } }',
      { id: listingId },
      municipal.token,
    );
    expect(detail.data!.solution.thumbnailUrl).toBe(files.thumbnail.url!.replace(/\.png$/, '-t.png'));
    expect(detail.data!.solution.imageUrls).toHaveLength(2);
  });

  it('keeps the published version visible while a change waits, returns it with a comment, then publishes it', async () => {
    const municipal = await municipalUser(server);
    const changed = await server.graphql<{ updateListing: { status: string; revisionStatus: string; title: string } }>(
      UPDATE,
      { id: listingId, input: input({ title: '防災無線デジタル連携クラウド2026' }), submit: true },
      vendor.token,
    );
    expect(changed.data!.updateListing).toMatchObject({
      status: 'published',
      revisionStatus: 'review',
      title: '防災無線デジタル連携クラウド',
    });
    expect(await searchTitles('防災無線デジタル連携', municipal.token)).toEqual(['防災無線デジタル連携クラウド']);

    const noReason = await server.graphql(
      'mutation($id: ID!) { returnListing(id: $id, comment: " ") { id } }',
      { id: listingId },
      operator.token,
    );
    expect(noReason.errors![0]!.extensions!.fields).toEqual({ comment: '差し戻しの理由を入力してください' });
    const returned = await server.graphql<{ returnListing: { revisionStatus: string; reviewComment: string } }>(
      'mutation($id: ID!) { returnListing(id: $id, comment: "価格の記載を追加してください") { revisionStatus reviewComment } }',
      { id: listingId },
      operator.token,
    );
    expect(returned.data!.returnListing).toEqual({
      revisionStatus: 'returned',
      reviewComment: '価格の記載を追加してください',
    });
    await server.graphql(
      UPDATE,
      { id: listingId, input: input({ title: '防災無線デジタル連携クラウド2026' }), submit: true },
      vendor.token,
    );
    await server.graphql('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator.token);
    expect(await searchTitles('防災無線デジタル連携', municipal.token)).toEqual(['防災無線デジタル連携クラウド2026']);

    const actions = (await server.dataSource.query(
      "SELECT action FROM audit_events WHERE entity_type = 'solution' AND entity_id = ? ORDER BY id",
      [listingId],
    )) as { action: string }[];
    expect(actions.map((a) => a.action)).toEqual([
      'solution.created',
      'solution.submitted',
      'solution.published',
      'solution.submitted',
      'solution.returned',
      'solution.submitted',
      'solution.published',
    ]);
  });

  it('counts document downloads and shows received requests to the vendor', async () => {
    const municipal = await municipalUser(server);
    const sent = await submit(server, municipal.token, { idempotencyKey: newKey(), items: [item(listingId)] });
    const request = sent.data!.submitDocumentRequest[0]!;
    const download = await fetch(`${server.url}/api/request/${request.uid}/documents/${request.items[0]!.id}`, {
      headers: { authorization: `Bearer ${municipal.token}` },
    });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const mine = await server.graphql<{
      myListings: { id: string; downloadCount: number }[];
      receivedDocumentRequests: { uid: string }[];
    }>('{ myListings { id downloadCount } receivedDocumentRequests { uid } }', {}, vendor.token);
    expect(mine.data!.myListings.find((l) => l.id === listingId)!.downloadCount).toBe(1);
    expect(mine.data!.receivedDocumentRequests.map((r) => r.uid)).toEqual([request.uid]);
  });
});
