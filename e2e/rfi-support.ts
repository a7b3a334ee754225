/**
 * Vendors for the request-for-information spec, earned as vendors earn it: sign-up with the Auth
 * emulator, the company registration, the verification mail's code, the operator's approval; then
 * a listing with its own uploads, submitted and published by the operator. The browser later signs
 * in on the login page like anyone.
 */
import { randomBytes } from 'node:crypto';
import { emulatorOrigin, mailTo, uniqueEmail } from './auth-support';
import { demoOperatorIdToken } from './support/second-factor';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000000970485973000003e8000003e801b57b526b0000001049444154789c63900b5804470cc47100b20311013312e4bd0000000049454e44ae426082',
  'hex',
);

export interface VendorAccount {
  email: string;
  password: string;
  companyName: string;
  listingId: string;
}

async function toolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (answer.error) throw new Error(`accounts:${method}: ${answer.error.message}`);
  return answer;
}

async function graphql<T>(
  baseURL: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

async function upload(baseURL: string, token: string, purpose: string, body: Buffer, name: string) {
  const response = await fetch(`${baseURL}/api/uploads?purpose=${purpose}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      authorization: `Bearer ${token}`,
    },
    body,
  });
  const answer = (await response.json()) as { data: { key: string; name: string; kind: string } };
  return { key: answer.data.key, name: answer.data.name, kind: answer.data.kind };
}

const signInToken = async (email: string, password: string) =>
  (await toolkit<{ idToken: string }>('signInWithPassword', { email, password, returnSecureToken: true })).idToken;

export async function vendorWithListing(baseURL: string, companyName: string, title: string): Promise<VendorAccount> {
  const email = uniqueEmail('vendor-rfi.example.jp');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { localId } = await toolkit<{ localId: string }>('signUp', { email, password, returnSecureToken: true });
  let token = await signInToken(email, password);
  const { registerCompany } = await graphql<{ registerCompany: { id: string } }>(
    baseURL,
    token,
    'mutation($input: CompanyRegistrationInput!) { registerCompany(input: $input) { id } }',
    {
      input: {
        uid: localId,
        email,
        telephone: '03-0000-0000',
        lastName: '営業',
        firstName: '太郎',
        lastNameKana: 'エイギョウ',
        firstNameKana: 'タロウ',
        division: '公共営業部',
        position: '課長',
        organization: companyName,
        companyAddress: '東京都千代田区丸の内1-1',
        companyUrl: '',
        corporateNumber: '',
      },
    },
  );
  const operator = await demoOperatorIdToken();
  await graphql(baseURL, operator, 'mutation($id: ID!) { approveCompany(id: $id) { id } }', { id: registerCompany.id });
  await toolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: token });
  await toolkit('update', { oobCode: (await mailTo(email, 'VERIFY_EMAIL')).oobCode });
  token = await signInToken(email, password);
  const input = {
    title,
    description: '窓口の予約と呼び出しをまとめて扱えるサービスです。',
    categoryIds: ['01'],
    thumbnail: await upload(baseURL, token, 'thumbnail', PNG, 'logo.png'),
    images: [],
    video: null,
    videoUrl: '',
    detailItems: ['予約'],
    titleItems: ['予約'],
    explainItems: ['予約'],
    areaIds: ['113'],
    offices: [{ officeName: '本社', address: '東京都千代田区1-1' }],
    document: await upload(baseURL, token, 'document', PDF, '資料.pdf'),
  };
  const { createListing } = await graphql<{ createListing: { id: string } }>(
    baseURL,
    token,
    'mutation($input: ListingInput!) { createListing(input: $input, submit: true) { id } }',
    { input },
  );
  await graphql(baseURL, operator, 'mutation($id: ID!) { publishListing(id: $id) { id } }', { id: createListing.id });
  return { email, password, companyName, listingId: createListing.id };
}
