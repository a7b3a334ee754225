/**
 * Operators find an account by address, see its role and state, and disable or re-enable it with
 * the identity provider. The audit event is written in a transaction that commits only after the
 * provider accepted the change, so the log never claims a disable that did not happen; a
 * disabled user is refused by every route's session check (auth/session.ts), at once in this
 * process (`accountDisabled` forgets its cached answers) and within AUTH_STATUS_CACHE_SECONDS in
 * others.
 */
import type { DataSource } from 'typeorm';
import { deriveRole } from '../../auth/roles';
import type { Account, AccountDirectory } from '../../auth/accounts';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { UserProfile } from '../profile/profile.entity';
import type { ProfileService } from '../profile/profile.service';
import { operatorUid } from './operator-caller';
import type { ConsoleUser } from './operator.types';
import { reasonOf } from './paging';

export class OperatorUserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountDirectory,
    private readonly profiles: ProfileService,
    private readonly settings: { trialDomains: readonly string[] },
    private readonly accountDisabled: (uid: string) => void,
  ) {}

  private async describe(account: Account): Promise<ConsoleUser> {
    const profile = await this.profiles.find(account.uid);
    const viewer = {
      uid: account.uid,
      email: account.email,
      emailVerified: account.emailVerified,
      claims: account.operator ? { operator: true } : {},
    };
    return {
      uid: account.uid,
      email: account.email,
      emailVerified: account.emailVerified,
      disabled: account.disabled,
      role: deriveRole(viewer, profile, { trialDomains: this.settings.trialDomains }),
      municipalStatus: profile?.municipalStatus ?? null,
      name: profile ? `${profile.lastName} ${profile.firstName}` : null,
      organization: profile?.organization ?? null,
      companyId: profile?.companyId ?? null,
      lastSignInAt: account.lastSignInAt,
    };
  }

  /** The account of an address (the identity provider's, else the profile's), or none. */
  async find(caller: Caller, rawEmail: string): Promise<ConsoleUser[]> {
    operatorUid(caller);
    const email = rawEmail.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidInput({ email: 'メールアドレスを正しく入力してください' });
    const byAddress = await this.accounts.byEmail(email);
    if (byAddress) return [await this.describe(byAddress)];
    // The profile may still hold an address the account has since moved away from.
    const profiles = await this.dataSource.getRepository(UserProfile).find({ where: { email }, take: 5 });
    const found = await Promise.all(profiles.map((profile) => this.accounts.byUid(profile.uid)));
    return Promise.all(found.filter((account): account is Account => account !== null).map((a) => this.describe(a)));
  }

  async setDisabled(caller: Caller, uid: string, disabled: boolean, rawReason: string): Promise<ConsoleUser> {
    const actor = operatorUid(caller);
    const reason = reasonOf(rawReason);
    if (disabled && uid === actor) throw appError('CONFLICT', 'ご自身のアカウントは利用停止にできません。');
    const account = await this.accounts.byUid(uid);
    if (!account) throw appError('NOT_FOUND', 'このアカウントは見つかりません。');
    if (account.disabled === disabled) {
      throw appError(
        'CONFLICT',
        disabled ? 'このアカウントはすでに利用停止中です。' : 'このアカウントは利用停止されていません。',
      );
    }
    await this.dataSource.transaction(async (manager) => {
      await recordAudit(manager, {
        actorUid: actor,
        action: disabled ? 'account.disabled' : 'account.enabled',
        entityType: 'account',
        entityId: uid,
        data: { reason, email: account.email },
      });
      // Last inside the transaction: a provider failure rolls the audit event back with it.
      await this.accounts.setDisabled(uid, disabled);
    });
    if (disabled) this.accountDisabled(uid);
    this.profiles.forgetRecent();
    return this.describe({ ...account, disabled });
  }
}
