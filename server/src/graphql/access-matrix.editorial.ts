/**
 * The access matrix's editorial fixtures: a 公募要領 PDF attached to the published `$grant`
 * (uploaded through the API by the operator, as the editor does).
 */
import { GrantAttachment } from '../modules/grant/grant-attachment.entity';
import { PDF, upload } from '../modules/listing/listing.test-support';
import type { Account } from '../test/earn-roles';
import type { TestServer } from '../test/harness';

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
  return { grantAttachment: `/grants/${grantId}/attachments/${attachment.id}` };
}
