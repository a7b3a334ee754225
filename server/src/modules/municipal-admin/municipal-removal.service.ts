/**
 * An administrator removes a member from their municipality, and 「異動・退職の引き継ぎ」: a
 * leaver's shortlists, saved searches and open document requests and inquiries go to a named
 * colleague in one step. A removal ends the member's municipal standing on the server at once
 * (the profile no longer confirms them; their address no longer earns it by its domain) and
 * signs them out everywhere: every recorded device, and the identity provider's sign-ins, so the
 * tokens they hold fail the session check on their next request. Audited in the transaction.
 */
import { Not, In, type DataSource, type EntityManager } from 'typeorm';
import type { AccountDirectory } from '../../auth/accounts';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { DocumentRequest, DocumentRequestItem } from '../document-request/document-request.entity';
import { Inquiry } from '../inquiry/inquiry.entity';
import { UserProfile } from '../profile/profile.entity';
import { SavedSearch } from '../saved-search/saved-search.entity';
import type { SessionService } from '../session/session.service';
import { Shortlist } from '../shortlist/shortlist.entity';
import { MunicipalAdministrator } from './municipal-administrator.entity';
import type { StepUp } from './municipal-admin.service';
import { activeAdministrators, administeredMunicipality, memberOf } from './municipal-members';
import type { MunicipalHandOver } from './municipal-admin.types';

const CLOSED_ITEM_STATUSES = ['answered', 'declined'];

/** Moves what `fromUid` keeps to `toUid`, inside the caller's transaction; returns the counts. */
export async function handOverIn(
  manager: EntityManager,
  code: string,
  fromUid: string,
  toUid: string,
): Promise<MunicipalHandOver> {
  const shortlists = await manager
    .getRepository(Shortlist)
    .update({ createdByUid: fromUid, municipalityCode: code }, { createdByUid: toUid });
  const savedSearches = await manager.getRepository(SavedSearch).update({ userUid: fromUid }, { userUid: toUid });
  const open = await manager
    .getRepository(DocumentRequestItem)
    .createQueryBuilder('item')
    .innerJoin('item.request', 'request')
    .select('DISTINCT item.request_id', 'id')
    .where('request.requester_uid = :fromUid', { fromUid })
    .andWhere('item.status NOT IN (:...closed)', { closed: CLOSED_ITEM_STATUSES })
    .getRawMany<{ id: number | string }>();
  const requestIds = open.map((row) => Number(row.id));
  const documentRequests = requestIds.length
    ? await manager.getRepository(DocumentRequest).update({ id: In(requestIds) }, { requesterUid: toUid })
    : { affected: 0 };
  const inquiries = await manager
    .getRepository(Inquiry)
    .update({ userUid: fromUid, status: Not('done') }, { userUid: toUid });
  return {
    shortlists: shortlists.affected ?? 0,
    savedSearches: savedSearches.affected ?? 0,
    documentRequests: documentRequests.affected ?? 0,
    inquiries: inquiries.affected ?? 0,
  };
}

export class MunicipalRemovalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountDirectory,
    private readonly sessions: SessionService,
    private readonly stepUp: StepUp,
    /** Forgets cached session answers and profiles of a removed member in this process. */
    private readonly signedOut: (uid: string) => void,
  ) {}

  async handOver(caller: Caller, fromUid: string, toUid: string): Promise<MunicipalHandOver> {
    if (fromUid === toUid) throw invalidInput({ toUid: '引き継ぐ人とは別の職員を選んでください' });
    await this.stepUp(caller);
    return this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      await memberOf(manager, code, fromUid);
      await memberOf(manager, code, toUid);
      const counts = await handOverIn(manager, code, fromUid, toUid);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'municipal-member.handed-over',
        entityType: 'user_profile',
        entityId: fromUid,
        data: { municipalityCode: code, toUid, ...counts },
      });
      return counts;
    });
  }

  /**
   * Removes `uid` from the administrator's municipality, handing what they keep to `handOverTo`
   * when named. The last administrator cannot be removed (themself included): another one must
   * be appointed first.
   */
  async remove(caller: Caller, uid: string, handOverTo: string | null): Promise<MunicipalHandOver | null> {
    if (handOverTo === uid) throw invalidInput({ handOverTo: '削除する職員とは別の職員を選んでください' });
    await this.stepUp(caller);
    const counts = await this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      const profile = await memberOf(manager, code, uid);
      if (handOverTo) await memberOf(manager, code, handOverTo);
      const administrators = await activeAdministrators(manager, code);
      if (administrators.includes(uid) && administrators.length === 1) {
        throw appError('CONFLICT', '最後の管理者は削除できません。先にほかの職員を管理者に任命してください。');
      }
      const handedOver = handOverTo ? await handOverIn(manager, code, uid, handOverTo) : null;
      await manager.getRepository(MunicipalAdministrator).delete({ municipalityCode: code, uid });
      const address = profile.email.trim().toLowerCase();
      Object.assign(profile, {
        isMunicipality: false,
        municipalStatus: 'none',
        municipalEmail: null,
        confirmedMunicipalityCode: null,
        municipalityConfirmedEmail: null,
        municipalRemovedEmail: address,
      });
      await manager.getRepository(UserProfile).save(profile);
      const devices = await this.sessions.signOutAll(manager, uid);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'municipal-member.removed',
        entityType: 'user_profile',
        entityId: uid,
        data: { municipalityCode: code, address, devices, handOverTo, ...(handedOver ?? {}) },
      });
      // Last, so a refusal by the identity provider rolls the removal back.
      await this.accounts.signOutEverywhere(uid);
      return handedOver;
    });
    this.signedOut(uid);
    return counts;
  }
}
