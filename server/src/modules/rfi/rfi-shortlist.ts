/**
 * Requests started from a shared shortlist (組織内共有リスト). A request names its list only when
 * the creator may read that list (a list of their confirmed municipality); the list shows its
 * requests to every colleague who sees the list, by the requests' own read rule (rfi-access.ts):
 * those of the same municipality. Another municipality's list answers as an unknown id would.
 */
import { isRecordId } from '@portal/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import { Shortlist } from '../shortlist/shortlist.entity';
import { municipalMember, type MunicipalMember } from './rfi-access';
import { Rfi } from './rfi.entity';
import type { ShortlistRfiView } from './rfi.types';

export const RFI_SHORTLIST_NOT_FOUND = '共有リストが見つかりません。';

async function readableShortlist(
  manager: EntityManager,
  member: MunicipalMember,
  id: string | null | undefined,
): Promise<Shortlist> {
  const list =
    typeof id === 'string' && isRecordId(id) && member.code
      ? await manager.getRepository(Shortlist).findOneBy({ id: Number(id), municipalityCode: member.code })
      : null;
  if (!list) throw appError('NOT_FOUND', RFI_SHORTLIST_NOT_FOUND);
  return list;
}

/** The list a new request starts from: none unless made from a shortlist the member may read. */
export async function startingShortlist(
  manager: EntityManager,
  member: MunicipalMember,
  origin: string,
  id: string | null | undefined,
): Promise<number | null> {
  if (origin !== 'shortlist' || id == null || id === '') return null;
  return (await readableShortlist(manager, member, id)).id;
}

export function shortlistRfiView(rfi: Rfi, viewerUid: string): ShortlistRfiView {
  return {
    id: String(rfi.id),
    kind: rfi.kind,
    title: rfi.title,
    status: rfi.status,
    outcome: rfi.outcome,
    deadline: rfi.deadline,
    sentAt: rfi.sentAt,
    contactName: rfi.contactName,
    mine: rfi.createdBy === viewerUid,
    updatedAt: rfi.updatedAt,
  };
}

export class RfiShortlistService {
  constructor(private readonly dataSource: DataSource) {}

  /** The requests started from one of the member's municipality's lists, newest change first. */
  async list(caller: Caller, shortlistId: string): Promise<ShortlistRfiView[]> {
    const manager = this.dataSource.manager;
    const member = await municipalMember(manager, caller);
    const list = await readableShortlist(manager, member, shortlistId);
    const rfis = await manager.getRepository(Rfi).find({
      where: { shortlistId: list.id, municipalityCode: list.municipalityCode },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: 100,
    });
    return rfis.map((rfi) => shortlistRfiView(rfi, member.uid));
  }
}
