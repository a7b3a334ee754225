/**
 * Operators decide on members waiting for municipal approval. An approval is bound to the
 * address the identity provider holds as verified right now (never the one typed at sign-up),
 * so it cannot be granted to an address nobody proved; a decline mails its reason to the member
 * through the outbox. Both write an audit event in the transaction of the change.
 */
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Account, AccountDirectory } from '../../auth/accounts';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import type { MunicipalityService } from '../municipality/municipality.service';
import { UserProfile } from '../profile/profile.entity';
import type { ProfileService } from '../profile/profile.service';
import { municipalDeclinedMail } from './operator.mails';
import type { AwaitingMember, AwaitingMemberPage } from './operator.types';
import { operatorUid } from './operator-caller';
import { type PageRequest, reasonOf } from './paging';
import { profilePage } from './profile-page';

/** Members waiting for an operator's decision on their municipal status (the list and its count). */
export function awaitingMembersQuery(dataSource: DataSource): SelectQueryBuilder<UserProfile> {
  return dataSource
    .getRepository(UserProfile)
    .createQueryBuilder('p')
    .where('p.municipal_status = :status', { status: 'pending' });
}

export class OperatorMemberService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountDirectory,
    private readonly profiles: ProfileService,
    private readonly municipalities: MunicipalityService,
    private readonly mailStored: () => void,
  ) {}

  async awaiting(caller: Caller, search: string | null, page: PageRequest): Promise<AwaitingMemberPage> {
    operatorUid(caller);
    const [rows, total] = await profilePage(awaitingMembersQuery(this.dataSource), search, page);
    // One call to the identity provider for the page (a page is at most 200: two calls).
    const accounts = new Map<string, Account>();
    for (let at = 0; at < rows.length; at += 100) {
      const batch = await this.accounts.byUids(rows.slice(at, at + 100).map((row) => row.uid));
      for (const [uid, account] of batch) accounts.set(uid, account);
    }
    return { total, items: rows.map((profile) => this.describe(profile, accounts.get(profile.uid) ?? null)) };
  }

  private describe(profile: UserProfile, account: Account | null): AwaitingMember {
    return {
      uid: profile.uid,
      name: `${profile.lastName} ${profile.firstName}`,
      nameKana: `${profile.lastNameKana} ${profile.firstNameKana}`,
      email: profile.email,
      emailDomain: profile.email.split('@')[1]?.toLowerCase() ?? '',
      emailVerified: account?.emailVerified === true && account.email?.toLowerCase() === profile.email.toLowerCase(),
      organization: profile.organization,
      division: profile.division,
      position: profile.position,
      telephone: profile.telephone,
      registeredAt: profile.createdAt,
    };
  }

  /**
   * Approves for the identity provider's current, verified address only; with `municipality`,
   * also confirms the member's municipality for that address (checked before approving).
   */
  async approve(caller: Caller, uid: string, municipality: string | null = null): Promise<UserProfile> {
    operatorUid(caller);
    if (municipality) await this.municipalities.municipality(this.dataSource.manager, municipality);
    const account = await this.accounts.byUid(uid);
    if (!account) throw appError('NOT_FOUND', '会員情報が見つかりません。');
    if (!account.email || !account.emailVerified) {
      throw appError('CONFLICT', 'この会員はメールアドレスの確認を済ませていないため、承認できません。');
    }
    const approved = await this.profiles.approveMunicipal(caller, uid, account.email);
    if (!municipality) return approved;
    await this.municipalities.confirmMember(caller, uid, municipality);
    return (await this.profiles.find(uid)) ?? approved;
  }

  async decline(caller: Caller, uid: string, rawReason: string): Promise<UserProfile> {
    const actor = operatorUid(caller);
    const reason = reasonOf(rawReason);
    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid });
      if (!profile) throw appError('NOT_FOUND', '会員情報が見つかりません。');
      if (profile.municipalStatus !== 'pending') throw appError('CONFLICT', 'この会員は承認待ちではありません。');
      profile.municipalStatus = 'declined';
      const stored = await repository.save(profile);
      await recordAudit(manager, {
        actorUid: actor,
        action: 'profile.municipal-declined',
        entityType: 'user_profile',
        entityId: uid,
        data: { municipalStatus: 'declined', reason, address: profile.email },
      });
      await enqueueMail(manager, municipalDeclinedMail(stored, reason, new Date()));
      return stored;
    });
    this.profiles.forgetRecent();
    this.mailStored();
    return saved;
  }
}
