/**
 * Company sign-up and listing files: the registrant becomes the company's user; uploads are typed
 * by content (disguised, undecodable and scripted files refused, sizes capped), thumbnails made,
 * images served sandboxed and cached, documents never served publicly.
 */
import { LISTING_MESSAGES, UPLOAD_PURPOSES } from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { municipalUser } from '../document-request/document-request.test-support';
import { UPLOAD_MESSAGES } from './listing-uploads';
import {
  BROKEN_PNG,
  EVIL_SVG,
  EVIL_SVG_HANDLER,
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
    server = await startTestServer({ database });
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
});
