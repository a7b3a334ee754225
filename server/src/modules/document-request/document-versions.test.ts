/**
 * A replaced document: requesters who downloaded the old file see documentUpdated and get one
 * mail (unless they opted out); a requester who never downloaded it is left alone.
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

const DOCUMENTS = '{ requestedDocuments { itemId requestUid solutionId documentUpdated } }';

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

  async function updated(account: Account): Promise<boolean> {
    const answer = await server.graphql<{ requestedDocuments: { solutionId: string; documentUpdated: boolean }[] }>(
      DOCUMENTS,
      {},
      account.token,
    );
    return answer.data!.requestedDocuments.find((d) => d.solutionId === listingId)!.documentUpdated;
  }

  async function replaceDocument() {
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
      document: await ref('document', Buffer.concat([PDF, Buffer.from('% v2\n')]), '資料（第2版）.pdf'),
    };
    const saved = await server.graphql(
      'mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input, submit: true) { id } }',
      { id: listingId, input },
      vendor.token,
    );
    expect(saved.errors).toBeUndefined();
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
    await new Promise((resolve) => setTimeout(resolve, 800));
    const notices = smtp.messages.filter((mail) => mail.kind === 'request.document-updated');
    expect(notices.flatMap((mail) => mail.envelopeTo)).toEqual([downloaded.email]);
    expect(notices[0]!.text).toContain('資料が新しい版に更新されました');
  });
});
