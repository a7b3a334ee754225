/**
 * A replaced document: requesters who downloaded the old file see documentUpdated and get one
 * mail (unless they opted out) saying what the list says and where the setting is; a requester
 * who never downloaded it is left alone. The requester downloads the current version without a
 * new request, and nobody else can; a change still waiting for review is never served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { PDF, PNG, upload } from '../listing/listing.test-support';
import { item, newKey, submit } from './document-request.test-support';
import { mailSettled } from '../../test/settled';

const DOCUMENTS = `{ requestedDocuments { itemId requestUid solutionId documentName downloadPath documentUpdated
  currentDownloadPath } }`;

interface Listed {
  solutionId: string;
  documentName: string;
  downloadPath: string;
  documentUpdated: boolean;
  currentDownloadPath: string | null;
}

const versionOf = (version: number) => Buffer.concat([PDF, Buffer.from(`% v${version}\n`)]);

describe.each(DATABASES)('new document versions on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let operator: Account;
  let vendor: Account & { companyId: string };
  let listingId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      database,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        MAIL_POLL_SECONDS: '0.2',
        REQUEST_REMINDER_SECONDS: '0',
      },
    });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    listingId = await publishedListing(server, vendor, operator);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const fetchAs = (path: string, account: Account | null) =>
    fetch(`${server.url}${path}`, { headers: account ? { authorization: `Bearer ${account.token}` } : {} });

  async function requestAndMaybeDownload(account: Account, download: boolean) {
    const sent = await submit(server, account.token, { idempotencyKey: newKey(), items: [item(listingId)] });
    const request = sent.data!.submitDocumentRequest[0]!;
    if (download) {
      const response = await fetch(`${server.url}/api/request/${request.uid}/documents/${request.items[0]!.id}`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  }

  async function listed(account: Account): Promise<Listed> {
    const answer = await server.graphql<{ requestedDocuments: Listed[] }>(DOCUMENTS, {}, account.token);
    return answer.data!.requestedDocuments.find((d) => d.solutionId === listingId)!;
  }
  const updated = async (account: Account) => (await listed(account)).documentUpdated;

  /** The vendor sends version `version` for review; the operator publishes it unless told not to. */
  async function replaceDocument(version = 2, publish = true) {
    const ref = async (purpose: string, body: Buffer, name: string) => {
      const { data } = (await upload(server, vendor.token, purpose, body, name)).body;
      return { key: data!.key, name: data!.name, kind: data!.kind };
    };
    const input = {
      title: '資料を差し替えたソリューション',
      description: '新しい版の資料です。',
      categoryIds: ['01'],
      thumbnail: await ref('thumbnail', PNG, 'logo.png'),
      images: [],
      video: null,
      videoUrl: '',
      detailItems: ['確認'],
      titleItems: ['確認'],
      explainItems: ['確認'],
      areaIds: ['113'],
      offices: [{ officeName: '本社', address: '東京都千代田区1-1' }],
      document: await ref('document', versionOf(version), `資料（第${version}版）.pdf`),
    };
    const saved = await server.graphql(
      'mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input, submit: true) { id } }',
      { id: listingId, input },
      vendor.token,
    );
    expect(saved.errors).toBeUndefined();
    if (!publish) return;
    const published = await server.graphql(
      'mutation($id: ID!) { publishListing(id: $id) { id } }',
      { id: listingId },
      operator.token,
    );
    expect(published.errors).toBeUndefined();
  }

  it('marks the old download and mails those who downloaded it, once, unless they opted out', async () => {
    const downloaded = await municipalAccount(server);
    const optedOut = await municipalAccount(server);
    const neverDownloaded = await municipalAccount(server);
    await requestAndMaybeDownload(downloaded, true);
    await requestAndMaybeDownload(optedOut, true);
    await requestAndMaybeDownload(neverDownloaded, false);
    await server.graphql('mutation { setDocumentUpdateMails(enabled: false) { uid } }', {}, optedOut.token);
    expect(await updated(downloaded)).toBe(false);

    await replaceDocument();

    expect(await updated(downloaded)).toBe(true);
    expect(await updated(optedOut)).toBe(true);
    expect(await updated(neverDownloaded)).toBe(false);
    await smtp.waitFor(1, (mail) => mail.kind === 'request.document-updated');
    await mailSettled(server.dataSource);
    const notices = smtp.messages.filter((mail) => mail.kind === 'request.document-updated');
    expect(notices.flatMap((mail) => mail.envelopeTo)).toEqual([downloaded.email]);
    const text = notices[0]!.text;
    expect(text).toContain('資料が新しい版に更新されました');
    // As the list says: download it there, no new request; the setting's own page and words.
    expect(text).toContain('改めて資料請求をしなくても、資料ダウンロードのページの「最新版をダウンロード」から');
    expect(text).toContain(`${server.env.publicUrl}/request/list`);
    expect(text).toContain('「ダウンロードした資料が更新されたときにメールで知らせる」のチェックを外してください');
    expect(text).toContain(`${server.env.publicUrl}/auth/mypage`);
    expect(text).not.toContain('/auth/update/edit');
    // Its own stop link, in the text and as the RFC 8058 one-click header.
    const stop = text.match(/\/mypage\/notifications\/stop\?token=([\w-]+)/);
    expect(stop).not.toBeNull();
    const [outbox] = (await server.dataSource.query(
      "SELECT headers FROM mail_outbox WHERE kind = 'request.document-updated'",
    )) as { headers: string }[];
    expect(JSON.parse(outbox!.headers)).toEqual({
      'List-Unsubscribe': `<${server.env.publicUrl}/api/notifications/stop?token=${stop![1]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('lets the requester alone download the current version without a new request', async () => {
    const requester = await municipalAccount(server);
    const colleague = await municipalAccount(server);
    await requestAndMaybeDownload(requester, true);
    await requestAndMaybeDownload(colleague, false);
    const before = await listed(requester);
    expect(before).toMatchObject({ documentUpdated: false, currentDownloadPath: null });

    await replaceDocument(3);
    const notice = await listed(requester);
    expect(notice.documentUpdated).toBe(true);
    const current = notice.currentDownloadPath!;
    expect(current).toBe(`${before.downloadPath}/current`);

    // Only the requester of that item: not a colleague, an operator, the vendor or a visitor.
    for (const other of [colleague, operator, vendor, null]) {
      const refused = await fetchAs(current, other);
      expect([401, 404]).toContain(refused.status);
      await refused.arrayBuffer();
    }
    const file = await fetchAs(current, requester);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('資料（第3版）.pdf'));
    expect(Buffer.from(await file.arrayBuffer()).equals(versionOf(3))).toBe(true);
    const renewed = await server.dataSource.query(
      "SELECT COUNT(*) AS n FROM audit_events WHERE action = 'document_request.document-renewed'",
    );
    expect(Number(renewed[0].n)).toBeGreaterThan(0);

    // Taken: the notice ends and the item's own link serves the version the requester holds.
    expect(await listed(requester)).toMatchObject({
      documentUpdated: false,
      currentDownloadPath: null,
      documentName: '資料（第3版）.pdf',
    });
    const own = await fetchAs(before.downloadPath, requester);
    expect(Buffer.from(await own.arrayBuffer()).equals(versionOf(3))).toBe(true);

    // A change waiting for review is not the current document.
    await replaceDocument(4, false);
    const live = await fetchAs(current, requester);
    expect(Buffer.from(await live.arrayBuffer()).equals(versionOf(3))).toBe(true);
    // Published, it is pointed out again to the requester who holds version 3.
    await server.graphql('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator.token);
    expect(await updated(requester)).toBe(true);
  });
});
