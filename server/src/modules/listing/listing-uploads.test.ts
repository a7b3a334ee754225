/**
 * Company sign-up and listing files: the registrant becomes the company's user and may upload
 * once an operator approved the company; uploads are typed by content (disguised and undecodable
 * files refused, sizes capped), counted per account, named without bidi tricks, thumbnails made,
 * images served sandboxed and cached, documents never served publicly.
 */
import { LISTING_MESSAGES, UPLOAD_PURPOSES } from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { operatorAccount } from '../../test/earn-roles';
import type { TestUser } from '../../test/users';
import { municipalUser } from '../document-request/document-request.test-support';
import { UPLOAD_MESSAGES } from './listing-uploads';
import {
  BROKEN_PNG,
  MP4,
  PDF,
  PNG,
  SVG,
  registerVendor as register,
  upload as send,
  type Uploaded,
} from './listing.test-support';

describe.each(DATABASES)('company sign-up and listing files on %s', (database) => {
  let server: TestServer;
  let vendor: TestUser;
  let companyId: string;
  let files: Record<'thumbnail' | 'image' | 'svg' | 'video' | 'document', Uploaded>;
  const upload = (token: string | undefined, purpose: string, body: Buffer, name?: string) =>
    send(server, token, purpose, body, name);

  beforeAll(async () => {
    // A small quota, so that running past it is quick.
    server = await startTestServer({ database, env: { RATE_LIMITS: 'upload.account=16/3600' } });
    vendor = await register(server, '株式会社防災テック');
    const me = await server.graphql<{ myCompany: { id: string } }>('{ myCompany { id } }', {}, vendor.token);
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

  it('stores no file for a company an operator has not approved yet', async () => {
    const refused = await upload(vendor.token, 'image', PNG, 'logo.png');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', message: UPLOAD_MESSAGES.companyNotApproved });
    const operator = await operatorAccount(server);
    const approved = await server.graphql(
      'mutation($id: ID!) { approveCompany(id: $id) { id } }',
      { id: companyId },
      operator.token,
    );
    expect(approved.errors).toBeUndefined();
  });

  it('accepts uploads by content and refuses disguised files', async () => {
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
    // Drawn to PNG on upload (listing-svg.test.ts has the attack set).
    expect(files.svg).toMatchObject({ kind: 'png', name: 'mark.png' });

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
    const big = await upload(vendor.token, 'image', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'huge.png');
    expect(big.status).toBe(413);
    expect(big.body.error.fields).toEqual({ images: 'ファイルサイズは10MB以下にしてください' });

    expect((await upload(undefined, 'image', PNG)).status).toBe(401);
    const municipal = await municipalUser(server);
    expect((await upload(municipal.token, 'image', PNG)).status).toBe(403);
  });

  it('strips bidi controls and other invisible characters from display names', async () => {
    const named = async (name: string) => (await upload(vendor.token, 'document', PDF, name)).body.data!.name;
    expect(await named('請求書\u202Efdp.exe.pdf')).toBe('請求書fdp.exe.pdf');
    expect(await named('\u2066資料\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D\uFEFF\u200B.pdf')).toBe('資料.pdf');
    expect(await named('改行\u2028\u0007\u001B[31m.pdf')).toBe('改行[31m.pdf');
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
    const image = await fetch(`${server.url}${files.svg.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const pdfPath = files.document.key.replace(/^listings\//, '/api/files/');
    expect((await fetch(`${server.url}${pdfPath}`)).status).toBe(404);
  });

  it('counts uploads per account and refuses past the quota before reading the body', async () => {
    let status = 201;
    for (let i = 0; i < 20 && status === 201; i += 1) status = (await upload(vendor.token, 'image', PNG)).status;
    expect(status).toBe(429);
    const refused = await upload(vendor.token, 'image', PNG);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });
});
