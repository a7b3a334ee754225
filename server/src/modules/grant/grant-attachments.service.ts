/**
 * A grant's PDF attachments for download: to whoever may read the grant's detail (the same rule
 * as the `grant` query), of a published grant, or of any grant for an operator (the preview).
 * Anyone else learns nothing, not even that the grant exists: the answer of an unknown id.
 */
import { parseRecordId, type Role } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { DETAIL_READERS } from '../../auth/text-access';
import { appError } from '../../lib/app-error';
import { type Opened, openRange } from '../../storage/open-range';
import type { FileStorage } from '../../storage/storage';
import { GrantAttachment } from './grant-attachment.entity';
import { Grant } from './grant.entity';

export const ATTACHMENT_MESSAGES = {
  notFound: '資料が見つかりません。',
  signIn: '資料のダウンロードには、自治体職員としてのログインが必要です。',
} as const;

export interface AttachmentFile {
  opened: Opened;
  fileName: string;
}

export class GrantAttachmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async open(
    caller: Pick<Caller, 'role'>,
    grantId: string,
    attachmentId: string,
    range?: string,
  ): Promise<AttachmentFile> {
    if (caller.role === 'anonymous') throw appError('UNAUTHENTICATED', ATTACHMENT_MESSAGES.signIn);
    if (!(DETAIL_READERS as readonly Role[]).includes(caller.role))
      throw appError('FORBIDDEN', ATTACHMENT_MESSAGES.signIn);
    const gid = parseRecordId(grantId);
    const aid = parseRecordId(attachmentId);
    const attachment =
      gid !== null && aid !== null
        ? await this.dataSource.getRepository(GrantAttachment).findOneBy({ id: aid, grantId: gid })
        : null;
    const grant = attachment
      ? await this.dataSource.getRepository(Grant).findOne({ select: { id: true, status: true }, where: { id: gid! } })
      : null;
    if (!attachment || !grant || (grant.status !== 'published' && caller.role !== 'operator')) {
      throw appError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
    }
    const opened = await openRange(this.storage, attachment.storageKey, range);
    if (!opened) throw appError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
    return { opened, fileName: attachment.fileName };
  }
}
