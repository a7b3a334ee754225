/**
 * Vendors end to end on the server: company sign-up (GraphQL and REST), uploads checked by content
 * with disguised files, every listing rule refused with its message, own-company-only editing,
 * review and publication (search picks a listing up at once), a published listing's change kept
 * aside until approved, audit events, and download counts.
 */
import { LISTING_MESSAGES, UPLOAD_PURPOSES } from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail, type TestUser } from '../../test/users';
import { item, municipalUser, newKey, submit } from '../document-request/document-request.test-support';
import { UPLOAD_MESSAGES } from './listing-files';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);
/** Right magic bytes, no image behind them. */
const BROKEN_PNG = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not really an image at all')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42isommp42')]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const EVIL_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const EVIL_SVG_HANDLER = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

const LISTING = `id title status revisionStatus reviewComment downloadCount companyStatus
  values { title categoryIds areaIds offices { officeName address } thumbnail { key kind url } images { key kind }
           video { key kind } videoUrl document { key name kind url } detailItems titleItems explainItems }`;
const CREATE = `mutation($input: ListingInput!, $submit: Boolean) { createListing(input: $input, submit: $submit) { ${LISTING} } }`;
const UPDATE = `mutation($id: ID!, $input: ListingInput!, $submit: Boolean) {
  updateListing(id: $id, input: $input, submit: $submit) { ${LISTING} } }`;

interface Uploaded {
  key: string;
  name: string;
  kind: string;
  url: string | null;
}

describe.each(DATABASES)('listing management on %s', (database) => {
  let server: TestServer;
  let vendor: TestUser;
  let rival: TestUser;
  let operator: TestUser;
  let companyId: string;
  let files: Record<'thumbnail' | 'image' | 'svg' | 'video' | 'document', Uploaded>;
  let listingId: string;

  async function upload(token: string | undefined, purpose: string, body: Buffer, name = 'file.bin') {
    const response = await fetch(`${server.url}/api/uploads?purpose=${purpose}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data: Uploaded | null;
        error: { code: string; fields?: Record<string, string> };
      },
    };
  }

  async function registerVendor(companyName: string): Promise<TestUser> {
    const user = await server.user({ email: uniqueEmail('vendor.example.jp'), profile: null });
    const response = await fetch(`${server.url}/api/auth/com-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({
        uid: user.uid,
        email: user.email,
        telephone: '03-1234-5678',
        lastName: '山田',
        firstName: '花子',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'ハナコ',
        division: '営業部',
        position: '課長',
        organization: companyName,
        corporateNumber: '1234567890123',
        companyAddress: '東京都千代田区1-1',
        companyUrl: 'https://vendor.example.jp/',
      }),
    });
    const body = (await response.json()) as { success: boolean; data: { id: string; status: string } };
    expect(body).toMatchObject({ success: true, data: { status: 'pending' } });
    return user;
  }

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
    vendor = await registerVendor('株式会社防災テック');
    rival = await registerVendor('ライバル株式会社');
    operator = await server.user({ claims: { operator: true }, profile: {} });
    const me = await server.graphql<{ myCompany: { id: string; status: string } }>(
      '{ myCompany { id status } }',
      {},
      vendor.token,
    );
    companyId = me.data!.myCompany.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('makes the registrant the company user, refuses a second registration and validates like mun-register', async () => {
    const [profile] = (await server.dataSource.query(
      'SELECT company_id, organization FROM user_profiles WHERE uid = ?',
      [vendor.uid],
    )) as { company_id: number; organization: string }[];
    expect(String(profile!.company_id)).toBe(companyId);
    const again = await server.graphql(
      `mutation($input: CompanyRegistrationInput!) { registerCompany(input: $input) { id } }`,
      {
        input: {
          uid: vendor.uid,
          email: vendor.email,
          telephone: 'abc',
          lastName: '',
          firstName: '花子',
          lastNameKana: 'ヤマダ',
          firstNameKana: 'ハナコ',
          division: '営業部',
          position: '課長',
          organization: '',
          corporateNumber: '12',
          companyAddress: '東京都',
          companyUrl: '',
        },
      },
      vendor.token,
    );
    expect(again.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        telephone: '電話番号を正しい形式で入力してください',
        lastName: '姓を入力してください',
        organization: '会社名を入力してください',
        corporateNumber: '法人番号は13桁の半角数字で入力してください',
      },
    });
  });

  it('accepts uploads by content and refuses disguised or unsafe files', async () => {
    const ok = async (purpose: string, body: Buffer, name: string) => {
      const result = await upload(vendor.token, purpose, body, name);
      expect(result.status).toBe(201);
      return result.body.data!;
    };
    files = {
      thumbnail: await ok('thumbnail', PNG, 'logo.png'),
      image: await ok('image', PNG, 'screen.png'),
      svg: await ok('image', SVG, 'mark.svg'),
      video: await ok('video', MP4, 'demo.mp4'),
      document: await ok('document', PDF, 'サービス資料.pdf'),
    };
    expect(files.document).toMatchObject({ kind: 'pdf', name: 'サービス資料.pdf', url: null });
    expect(files.svg.kind).toBe('svg');

    const refused = async (purpose: string, body: Buffer, name: string, field: string, message: string) => {
      const result = await upload(vendor.token, purpose, body, name);
      expect(result.status).toBe(400);
      expect(result.body.error.fields).toEqual({ [field]: message });
    };
    await refused('document', PNG, 'really-a-png.pdf', 'document', UPLOAD_PURPOSES.document.message);
    await refused(
      'document',
      Buffer.from('MZ\x90\x00 an executable'),
      'setup.pdf',
      'document',
      LISTING_MESSAGES.documentType,
    );
    await refused('thumbnail', PDF, 'logo.png', 'thumbnail', LISTING_MESSAGES.thumbnailType);
    await refused(
      'image',
      Buffer.from('<html><script>x</script></html>'),
      'x.svg',
      'images',
      LISTING_MESSAGES.imageType,
    );
    await refused('video', PNG, 'movie.mp4', 'video', LISTING_MESSAGES.videoType);
    await refused('image', BROKEN_PNG, 'broken.png', 'images', LISTING_MESSAGES.imageType);
    await refused('image', EVIL_SVG, 'logo.svg', 'images', UPLOAD_MESSAGES.unsafeSvg);
    await refused('thumbnail', EVIL_SVG_HANDLER, 'logo.svg', 'thumbnail', UPLOAD_MESSAGES.unsafeSvg);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    await refused('image', big, 'huge.png', 'images', 'ファイルサイズは10MB以下にしてください');

    expect((await upload(undefined, 'image', PNG)).status).toBe(401);
    const municipal = await municipalUser(server);
    expect((await upload(municipal.token, 'image', PNG)).status).toBe(403);
  });

  it('keeps the original and serves a thumbnail at most 640 px wide', async () => {
    const large = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const uploaded = (await upload(vendor.token, 'thumbnail', large, 'photo.jpg')).body.data!;
    const original = await fetch(`${server.url}${uploaded.url}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(large)).toBe(true);
    const thumbnail = await fetch(`${server.url}${uploaded.url!.replace(/\.jpeg$/, '-t.jpeg')}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([640, 320]);
  });

  it('serves images sandboxed and cached, never documents', async () => {
    const svg = await fetch(`${server.url}${files.svg.url}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.headers.get('cache-control')).toContain('immutable');
    const pdfPath = files.document.key.replace(/^listings\//, '/api/files/');
    expect((await fetch(`${server.url}${pdfPath}`)).status).toBe(404);
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
    const foreign = await upload(rival.token, 'document', PDF, 'rival.pdf');
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
    expect(open.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const change = await server.graphql(UPDATE, { id: listingId, input: input() }, rival.token);
    expect(change.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const byOperator = await server.graphql(
      'query($id: ID!) { listing(id: $id) { id } }',
      { id: listingId },
      operator.token,
    );
    expect(byOperator.errors).toBeUndefined();
  });

  it('publishes after the company is approved, and search finds the listing at once', async () => {
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
