/**
 * Requested documents: the list (newest first, each solution once) and the download through the
 * server, only to the requester and operators, as a real PDF with its Japanese file name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDocuments } from '../../seed/demo-documents';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import {
  item,
  municipalUser,
  newKey,
  submit,
  threeSolutionsTwoVendors,
  type PickedSolution,
} from './document-request.test-support';

interface Listed {
  itemId: string;
  requestUid: string;
  solutionId: string;
  solutionTitle: string;
  documentName: string;
  requestedAt: string;
  downloadPath: string;
}

const LIST =
  '{ requestedDocuments { itemId requestUid solutionId solutionTitle documentName requestedAt downloadPath } }';

describe.each(DATABASES)('requested documents on %s', (database) => {
  let server: TestServer;
  let requester: TestUser;
  let solutions: PickedSolution[];
  let documents: Listed[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    expect(await seedDemoDocuments(server.dataSource, server.portal.services.storage)).toBeGreaterThan(300);
    expect(await seedDemoDocuments(server.dataSource, server.portal.services.storage)).toBe(0);
    requester = await municipalUser(server);
    solutions = await threeSolutionsTwoVendors(server);
    await submit(server, requester.token, { idempotencyKey: newKey(), items: [item(solutions[0]!.id)] });
    // Whole seconds in the database: the second request must be visibly newer.
    await server.dataSource.query('UPDATE document_requests SET created_at = ? WHERE requester_uid = ?', [
      '2024-04-01 09:00:00',
      requester.uid,
    ]);
    await submit(server, requester.token, {
      idempotencyKey: newKey(),
      items: [item(solutions[1]!.id), item(solutions[2]!.id), item(solutions[0]!.id)],
    });
    const list = await server.graphql<{ requestedDocuments: Listed[] }>(LIST, {}, requester.token);
    documents = list.data!.requestedDocuments;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists every requested solution once, newest request first, with the request date', () => {
    expect(documents).toHaveLength(3);
    expect(new Set(documents.map((d) => d.solutionId))).toEqual(new Set(solutions.map((s) => s.id)));
    for (const document of documents) expect(new Date(document.requestedAt).getFullYear()).toBeGreaterThan(2024);
    expect(documents[0]!.documentName).toMatch(/_サービス資料\.pdf$/);
  });

  it('downloads a document to its requester as a PDF with a Japanese file name', async () => {
    const document = documents[0]!;
    const response = await fetch(`${server.url}${document.downloadPath}`, {
      headers: { authorization: `Bearer ${requester.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[ -~]+\.pdf"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toBe(document.documentName);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(500);
  });

  it('refuses someone else, a visitor and a forged path without leaking, and serves an operator', async () => {
    const document = documents[0]!;
    const url = `${server.url}${document.downloadPath}`;
    const other = await municipalUser(server);
    const foreign = await fetch(url, { headers: { authorization: `Bearer ${other.token}` } });
    expect(foreign.status).toBe(404);
    const body = (await foreign.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(body.error.message).toBe('資料が見つからないか、ダウンロードする権限がありません。');
    expect((await fetch(url)).status).toBe(401);
    const forged = await fetch(`${server.url}/api/request/not-the-uid/documents/${document.itemId}`, {
      headers: { authorization: `Bearer ${requester.token}` },
    });
    expect(forged.status).toBe(404);
    const nonsense = await fetch(`${server.url}/api/request/${document.requestUid}/documents/abc`, {
      headers: { authorization: `Bearer ${requester.token}` },
    });
    expect(nonsense.status).toBe(404);
    const operator = await server.user({ claims: { operator: true }, profile: {} });
    const operatorResponse = await fetch(url, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(operatorResponse.status).toBe(200);
    const listForOther = await server.graphql<{ requestedDocuments: Listed[] }>(LIST, {}, other.token);
    expect(listForOther.data?.requestedDocuments).toEqual([]);
  });

  it('refuses a disabled account at once, although its token is still valid', async () => {
    const person = await municipalUser(server);
    await submit(server, person.token, { idempotencyKey: newKey(), items: [item(solutions[2]!.id)] });
    const list = await server.graphql<{ requestedDocuments: Listed[] }>(LIST, {}, person.token);
    const url = `${server.url}${list.data!.requestedDocuments[0]!.downloadPath}`;
    expect((await fetch(url, { headers: { authorization: `Bearer ${person.token}` } })).status).toBe(200);
    await server.identity.auth.updateUser(person.uid, { disabled: true });
    const refused = await fetch(url, { headers: { authorization: `Bearer ${person.token}` } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('lists requests newest first for the requester only', async () => {
    const mine = await server.graphql<{ myDocumentRequests: { uid: string; createdAt: string }[] }>(
      '{ myDocumentRequests { uid createdAt } }',
      {},
      requester.token,
    );
    const dates = mine.data!.myDocumentRequests.map((r) => new Date(r.createdAt).getTime());
    expect(dates).toHaveLength(3);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const narrowed = await server.graphql<{ myDocumentRequests: { uid: string }[] }>(
      'query($uids: [ID!]) { myDocumentRequests(uids: $uids) { uid } }',
      { uids: [mine.data!.myDocumentRequests[2]!.uid] },
      requester.token,
    );
    expect(narrowed.data?.myDocumentRequests).toHaveLength(1);
  });
});
