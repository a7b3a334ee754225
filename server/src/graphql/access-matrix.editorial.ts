/**
 * The access matrix's editorial fixtures: a 公募要領 PDF attached to the published `$grant`
 * (uploaded through the API by the operator, as the editor does), and grants and cases in the
 * state each editorial step starts from, made through the editor services as the operator.
 */
import type { CaseValues } from '@portal/shared/cases/validation';
import { callerOf, viewerOf } from '../test/callers';
import type { Account } from '../test/earn-roles';
import type { TestServer } from '../test/harness';
import { caseValues, grantValues } from '../modules/editorial/editorial.test-support';
import { GrantAttachment } from '../modules/grant/grant-attachment.entity';
import { PDF, upload } from '../modules/listing/listing.test-support';

export async function editorialFixtures(server: TestServer, operator: Account, grantId: string) {
  const stored = await upload(server, operator.token, 'document', PDF, '公募要領.pdf');
  const attachment = await server.dataSource.getRepository(GrantAttachment).save({
    grantId: Number(grantId),
    kind: 'guideline',
    title: '公募要領',
    storageKey: stored.body.data!.key,
    fileName: '公募要領.pdf',
    size: PDF.length,
    sortOrder: 0,
  });
  const { grantEditor, caseEditor } = server.portal.services;
  const caller = callerOf(viewerOf(operator.uid, operator.email), 'operator');
  const grant = async (title: string, publish = false) => {
    const made = await grantEditor.create(caller, grantValues({ title }));
    if (publish) await grantEditor.publish(caller, String(made.id));
    return String(made.id);
  };
  const [first] = (await server.dataSource.query('SELECT code FROM municipalities ORDER BY code LIMIT 1')) as {
    code: string;
  }[];
  const code = first!.code;
  const values = (title: string): CaseValues => caseValues(code, { title });
  const record = async (title: string, publish = false) => {
    const made = await caseEditor.create(caller, values(title));
    if (publish) await caseEditor.publish(caller, String(made.id));
    return String(made.id);
  };
  return {
    grantAttachment: `/grants/${grantId}/attachments/${attachment.id}`,
    draftGrant: await grant('権限確認の下書き'),
    publishableGrant: await grant('権限確認の公開'),
    schedulableGrant: await grant('権限確認の予約'),
    withdrawableGrant: await grant('権限確認の公開停止', true),
    draftCase: await record('権限確認の下書き事例'),
    publishableCase: await record('権限確認の公開事例'),
    schedulableCase: await record('権限確認の予約事例'),
    withdrawableCase: await record('権限確認の公開停止事例', true),
  };
}
