/** Fixtures the listing suites share: real files of each kind (and disguised ones), uploads, vendors. */
import { expect } from 'vitest';
import type { TestServer } from '../../test/harness';
import { uniqueEmail, type TestUser } from '../../test/users';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);
/** Right magic bytes, no image behind them. */
export const BROKEN_PNG = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not really an image at all')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42isommp42')]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

/**
 * A <use> fan-out: `levels` groups, each using the one below `width` times, so width^levels
 * drawings of one canvas-sized path; about a kilobyte at the default 4 × 10.
 */
export function useFanOut(levels = 4, width = 10): string {
  let defs = '<g id="a0"><path d="M0 0L1000 1000L0 1000Z" fill="#123" opacity="0.5"/></g>';
  for (let level = 1; level <= levels; level++) {
    defs += `<g id="a${level}">${`<use href="#a${level - 1}"/>`.repeat(width)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs>${defs}</defs><use href="#a${levels}"/></svg>`;
}

export interface Uploaded {
  key: string;
  name: string;
  kind: string;
  url: string | null;
}

export async function upload(
  server: TestServer,
  token: string | undefined,
  purpose: string,
  body: Buffer,
  name = 'file.bin',
) {
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

/** A new account that signs up a company through POST /api/auth/com-register (pending). */
export async function registerVendor(server: TestServer, companyName: string): Promise<TestUser> {
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
