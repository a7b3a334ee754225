/**
 * Helpers for the account specs: unique addresses, the Auth emulator's out-of-band codes (the
 * mails it would send), the ID token the browser holds, and the registration form.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const emulatorOrigin = `http://127.0.0.1:${process.env.E2E_AUTH_EMULATOR_PORT}`;
export const projectId = process.env.E2E_FIREBASE_PROJECT_ID ?? 'demo-portal-e2e';
export const DEMO_PASSWORD = 'portal-demo-2024';

export function uniqueEmail(domain: string): string {
  return `e2e-${randomBytes(5).toString('hex')}@${domain}`;
}

export interface OobCode {
  email: string;
  newEmail?: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL' | 'EMAIL_SIGNIN';
  oobCode: string;
  oobLink: string;
}

async function listOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${emulatorOrigin}/emulator/v1/projects/${projectId}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** The newest mail of a kind sent to an address, waiting until the emulator has it. */
export async function mailTo(email: string, requestType: OobCode['requestType']): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      found = (await listOobCodes()).filter((c) => c.email === email && c.requestType === requestType).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * The link as the product's mail template has it: the project's custom action handler URL is
 * this app's /auth/action, which receives the same mode and oobCode the emulator's link carries.
 */
export function appActionLink(oob: OobCode): string {
  const link = new URL(oob.oobLink);
  const params = new URLSearchParams({ mode: link.searchParams.get('mode')!, oobCode: oob.oobCode, lang: 'ja' });
  return `/auth/action?${params}`;
}

/** The ID token the signed-in browser holds (what it sends to the server). */
export async function browserIdToken(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('firebaseLocalStorageDb');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = await new Promise<{ fbase_key: string; value: { stsTokenManager?: { accessToken?: string } } }[]>(
      (resolve, reject) => {
        const request = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    db.close();
    const user = entries.find((entry) => entry.fbase_key.startsWith('firebase:authUser:'));
    return user?.value.stsTokenManager?.accessToken ?? null;
  });
}

/** Asks the server, with the browser's token, for a record behind the municipal gate. */
export async function detailAnswer(page: Page): Promise<string> {
  const list = await page.request.post('/graphql', { data: { query: '{ searchGrants { items { id } } }' } });
  const id = ((await list.json()) as { data: { searchGrants: { items: { id: string }[] } } }).data.searchGrants
    .items[0]!.id;
  const token = await browserIdToken(page);
  const response = await page.request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query: `{ grant(id: "${id}") { title } }` },
  });
  const body = (await response.json()) as {
    data?: { grant?: { title: string } };
    errors?: { extensions: { code: string } }[];
  };
  return body.errors?.[0]?.extensions.code ?? (body.data?.grant?.title ? 'OK' : 'EMPTY');
}

export interface Registrant {
  email: string;
  password: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  telephone: string;
  organization: string;
  division: string;
  position: string;
  contents: string;
}

export function registrant(email: string, overrides: Partial<Registrant> = {}): Registrant {
  return {
    email,
    password: `pw-${randomBytes(6).toString('hex')}`,
    lastName: '試験',
    firstName: '花子',
    lastNameKana: 'シケン',
    firstNameKana: 'ハナコ',
    telephone: '03-1234-5678',
    organization: 'テスト市',
    division: '総務部 情報政策課',
    position: '主任',
    contents: '防災分野のソリューションを比較検討するため',
    ...overrides,
  };
}

/** A control by its exact label (labels end with the 必須 or 任意 badge). */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*(必須|任意)?$`));
}

/** A form's error summary after a failed submission: focused, labelled by its heading. */
export function errorSummary(scope: Locator | Page): Locator {
  return scope.getByRole('group', { name: /入力内容を確認してください|できませんでした/ });
}

/** Fills the registration form (both flows use the same form). */
export async function fillRegistration(page: Page, person: Registrant): Promise<void> {
  const form = page.getByRole('form', { name: '会員登録フォーム' });
  await field(form, 'メールアドレス').fill(person.email);
  await field(form, 'パスワード').fill(person.password);
  await field(form, 'パスワード（確認用）').fill(person.password);
  await field(form, '姓').fill(person.lastName);
  await field(form, '名').fill(person.firstName);
  await field(form, '姓（フリガナ）').fill(person.lastNameKana);
  await field(form, '名（フリガナ）').fill(person.firstNameKana);
  await field(form, '電話番号').fill(person.telephone);
  await field(form, '自治体名').fill(person.organization);
  await field(form, '部署名').fill(person.division);
  await field(form, '役職').fill(person.position);
  await field(form, 'ご利用目的').fill(person.contents);
  await field(form, 'お客様情報の取り扱いに同意する').check();
  await field(form, '利用規約に同意する').check();
}

/** Signs in on the login page and waits to leave it. */
export async function signIn(page: Page, email: string, password: string, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'ログインフォーム' });
  await field(form, 'メールアドレス').fill(email);
  await field(form, 'パスワード').fill(password);
  await form.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
