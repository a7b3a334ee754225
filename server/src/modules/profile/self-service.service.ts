/**
 * What a member does for themselves beyond the seven-field edit: change the telephone number (the
 * shared validator the registration form runs), choose whether document-update mails come, and
 * withdraw (退会). Withdrawal follows the privacy policy (/rules/privacy,
 * docs/accounts-and-roles.md): the profile's personal fields are cleared (the row stays, marked
 * withdrawn, so audit events keep pointing somewhere), the requester details in the member's past
 * requests are reduced to organisation, division and position — what a vendor needs to keep a
 * record of the request — their inquiries, stored mails and alerts are erased or stopped
 * (withdrawal-erasure.ts), and the identity-provider account is deleted, all or nothing: the
 * provider's deletion runs last inside the database transaction, so its failure rolls the rest back.
 */
import { nowSeconds, telephone as telephoneRule, validateAll } from '@portal/shared';
import type { Auth } from 'firebase-admin/auth';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { DocumentRequest } from '../document-request/document-request.entity';
import { UserProfile } from './profile.entity';
import { eraseWithdrawnMember } from './withdrawal-erasure';

export const SELF_SERVICE_MESSAGES = {
  noProfile: '会員情報が見つかりません。',
  confirmMismatch: '確認のため、ログイン中のメールアドレスを正しく入力してください。',
  operator: '運営者のアカウントは退会の手続きではなく、運営事務局の管理手順で削除してください。',
  withdrawn: '（退会済み）',
} as const;

/** What remains of a withdrawn member's profile: nothing that identifies a person. */
function anonymised(uid: string): Partial<UserProfile> {
  return {
    email: `withdrawn-${uid.slice(0, 40)}@withdrawn.invalid`,
    telephone: '',
    lastName: SELF_SERVICE_MESSAGES.withdrawn,
    firstName: '',
    lastNameKana: '',
    firstNameKana: '',
    division: '',
    position: '',
    organization: '',
    municipalityCode: null,
    confirmedMunicipalityCode: null,
    municipalityConfirmedEmail: null,
    isMunicipality: false,
    municipalStatus: 'none',
    municipalEmail: null,
    companyId: null,
    isOperatorBusiness: false,
    notifyDocumentUpdates: false,
  };
}

export class SelfService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identity: { auth: Pick<Auth, 'deleteUser'> },
    private readonly mailStored: () => void,
    /** After a withdrawal commits: answers kept for the account's tokens and profile are dropped. */
    private readonly accountGone: (uid: string) => void = () => undefined,
  ) {}

  private self(caller: Caller): string {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    return caller.viewer.uid;
  }

  private async change(
    caller: Caller,
    action: string,
    apply: (profile: UserProfile) => Record<string, unknown>,
  ): Promise<UserProfile> {
    const uid = this.self(caller);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid });
      if (!profile || profile.withdrawnAt) throw appError('NOT_FOUND', SELF_SERVICE_MESSAGES.noProfile);
      const data = apply(profile);
      const saved = await repository.save(profile);
      await recordAudit(manager, { actorUid: uid, action, entityType: 'user_profile', entityId: uid, data });
      return saved;
    });
  }

  async updateTelephone(caller: Caller, value: string): Promise<UserProfile> {
    const telephone = String(value ?? '').trim();
    const errors = validateAll({ telephone: telephoneRule }, { telephone });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    // The old number is not written to the audit log: it is personal data the member replaced.
    return this.change(caller, 'profile.telephone-changed', (profile) => {
      profile.telephone = telephone;
      return { fields: ['telephone'] };
    });
  }

  async setDocumentUpdateMails(caller: Caller, enabled: boolean): Promise<UserProfile> {
    return this.change(caller, 'profile.document-update-mails-set', (profile) => {
      profile.notifyDocumentUpdates = enabled;
      return { enabled };
    });
  }

  /** 退会. `confirmEmail` must be the caller's own address, typed in the confirmation dialog. */
  async deleteMyAccount(caller: Caller, confirmEmail: string): Promise<boolean> {
    const uid = this.self(caller);
    const email = caller.viewer!.email ?? caller.profile?.email ?? '';
    if (
      !email ||
      String(confirmEmail ?? '')
        .trim()
        .toLowerCase() !== email.toLowerCase()
    ) {
      throw appError('FORBIDDEN', SELF_SERVICE_MESSAGES.confirmMismatch);
    }
    if (caller.role === 'operator') throw appError('FORBIDDEN', SELF_SERVICE_MESSAGES.operator);
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid });
      // Withdrawn already: the token outlived its account (an open tab); nothing is written again.
      if (profile?.withdrawnAt) throw appError('NOT_FOUND', SELF_SERVICE_MESSAGES.noProfile);
      const requests = await manager.getRepository(DocumentRequest).find({ where: { requesterUid: uid } });
      const people = [...(profile ? [profile] : []), ...requests.map((request) => request.requesterSnapshot)];
      const personal = {
        addresses: [email, ...people.map((person) => person.email)],
        texts: people.flatMap((person) => [
          `${person.lastName} ${person.firstName}`,
          `${person.lastNameKana} ${person.firstNameKana}`,
          person.telephone,
        ]),
      };
      if (profile) {
        repository.merge(profile, anonymised(uid), { withdrawnAt: nowSeconds() });
        await repository.save(profile);
      }
      for (const request of requests) {
        const { organization, division, position } = request.requesterSnapshot;
        request.requesterSnapshot = {
          organization,
          division,
          position,
          email: '',
          telephone: '',
          lastName: SELF_SERVICE_MESSAGES.withdrawn,
          firstName: '',
          lastNameKana: '',
          firstNameKana: '',
        };
        await manager.save(request);
      }
      const erased = await eraseWithdrawnMember(
        manager,
        uid,
        personal,
        requests.map((request) => request.uid),
      );
      await recordAudit(manager, {
        actorUid: uid,
        action: 'profile.withdrawn',
        entityType: 'user_profile',
        entityId: uid,
        data: { requestsAnonymised: requests.length, hadProfile: Boolean(profile), ...erased },
      });
      // Last: if the identity provider refuses, nothing above is kept and the member can retry.
      await this.identity.auth.deleteUser(uid).catch((error: { code?: string }) => {
        if (error?.code !== 'auth/user-not-found') throw error;
      });
    });
    this.accountGone(uid);
    this.mailStored();
    return true;
  }
}
