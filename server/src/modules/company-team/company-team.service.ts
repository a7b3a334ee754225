/**
 * 掲載企業のユーザー (docs/company-teams.md): the company's 管理者 invites colleagues by address
 * with the shared invitation mechanism (invitation/invitation.ts; the invitation's `division`
 * carries the role the invitee will get), changes their role and removes them. A removal ends the
 * vendor role at once (the profile no longer names the company) and signs the user out
 * everywhere. The last 管理者 cannot leave or be demoted. Every change is audited in its
 * transaction.
 */
import { email as emailRule, parseRecordId } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { AccountDirectory } from '../../auth/accounts';
import type { Caller } from '../../auth/caller';
import { sameAddress } from '../../auth/roles';
import { appError, invalidInput } from '../../lib/app-error';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import { Company } from '../company/company.entity';
import { DocumentRequest } from '../document-request/document-request.entity';
import {
  acceptInvitation,
  createInvitation,
  findInvitation,
  openInvitations,
  revokeInvitation,
  stateOf,
} from '../invitation/invitation';
import type { StepUp } from '../municipal-admin/municipal-admin.service';
import { UserProfile } from '../profile/profile.entity';
import type { SessionService } from '../session/session.service';
import { companyInvitationMail } from './company-invitation.mails';
import { administeredCompany, callerCompany, companyMemberOf, companyMembers, memberName } from './company-members';
import { companyRoleOf } from './company-roles';
import type { CompanyInvitationPreview, CompanyInvitationView, CompanyTeam } from './company-team.types';

export const COMPANY_INVITATION_PATH = '/invitations/company';
const LAST_ADMIN = '最後の管理者は外せません。先にほかのユーザーを管理者にしてください。';
const INVITATION_GONE = 'この招待は見つからないか、すでに使われています。';

export interface CompanyTeamSettings {
  publicUrl: string;
  ttlMs?: number;
  now?: () => Date;
}

export interface CompanyTeamHooks {
  mailStored(): void;
  profileChanged(): void;
  /** Forgets cached session answers and profiles of a removed user in this process. */
  signedOut(uid: string): void;
}

export class CompanyTeamService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountDirectory,
    private readonly sessions: SessionService,
    private readonly stepUp: StepUp,
    private readonly settings: CompanyTeamSettings,
    private readonly hooks: CompanyTeamHooks,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  async team(caller: Caller): Promise<CompanyTeam> {
    const companyId = callerCompany(caller);
    const manager = this.dataSource.manager;
    const company = await manager.getRepository(Company).findOneByOrFail({ id: companyId });
    const members = await companyMembers(manager, companyId);
    const self = members.find((member) => member.uid === caller.viewer!.uid);
    const isAdministrator = self?.companyRole === 'admin';
    const invitations = isAdministrator ? await openInvitations(manager, 'company', String(companyId), this.now()) : [];
    return {
      companyName: company.name,
      isAdministrator,
      members: members.map((member) => ({
        uid: member.uid,
        name: memberName(member),
        email: member.email,
        role: member.companyRole ?? 'staff',
        isSelf: member.uid === caller.viewer!.uid,
      })),
      invitations: invitations.map((row) => this.invitationView(row)),
    };
  }

  async invite(caller: Caller, rawEmail: string, rawRole: string): Promise<CompanyInvitationView> {
    const address = rawEmail.trim();
    const problem = emailRule(address, {});
    if (problem) throw invalidInput({ email: problem });
    const role = companyRoleOf(rawRole);
    const invitation = await this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      const existing = await manager.getRepository(UserProfile).findOneBy({ email: address.toLowerCase() });
      if (existing?.companyId === companyId && !existing.withdrawnAt) {
        throw invalidInput({ email: 'このメールアドレスのユーザーはすでに自社のユーザーです' });
      }
      const company = await manager.getRepository(Company).findOneByOrFail({ id: companyId });
      const { invitation, token } = await createInvitation(manager, {
        organisationKind: 'company',
        organisationId: String(companyId),
        email: address,
        division: role,
        invitedByUid: caller.viewer!.uid,
        now: this.now(),
        ttlMs: this.settings.ttlMs,
      });
      const link = `${this.settings.publicUrl}${COMPANY_INVITATION_PATH}?token=${token}`;
      await enqueueMail(manager, companyInvitationMail(invitation, company.name, memberName(caller.profile!), link));
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company-invitation.sent',
        entityType: 'invitation',
        entityId: invitation.id,
        data: { companyId, email: invitation.email, role },
      });
      return invitation;
    });
    this.hooks.mailStored();
    return this.invitationView(invitation);
  }

  async revoke(caller: Caller, rawId: string): Promise<boolean> {
    const id = parseRecordId(rawId);
    if (id == null) throw appError('NOT_FOUND', INVITATION_GONE);
    return this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      if (!(await revokeInvitation(manager, 'company', String(companyId), id, this.now()))) {
        throw appError('NOT_FOUND', INVITATION_GONE);
      }
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company-invitation.revoked',
        entityType: 'invitation',
        entityId: id,
        data: { companyId },
      });
      return true;
    });
  }

  async preview(caller: Caller, token: string): Promise<CompanyInvitationPreview> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const manager = this.dataSource.manager;
    const invitation = await findInvitation(manager, 'company', token);
    const company = await manager.getRepository(Company).findOneBy({ id: Number(invitation.organisationId) });
    if (!company) throw appError('NOT_FOUND', '招待が見つかりません。');
    return {
      companyName: company.name,
      email: invitation.email,
      role: invitation.division === 'admin' ? 'admin' : 'staff',
      state: stateOf(invitation, this.now()),
      expiresAt: invitation.expiresAt,
      addressMatches: caller.viewer.emailVerified && sameAddress(caller.viewer.email, invitation.email),
    };
  }

  /**
   * Accepts for the signed-in caller: a user of no organisation (or with no profile yet) becomes
   * a user of the company. Municipal staff, operators, trial staff and users of another company
   * keep what they are: an account is one of them.
   */
  async accept(caller: Caller, token: string): Promise<CompanyInvitationPreview> {
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    const refused =
      'このアカウントでは掲載企業のユーザーとして参加できません。招待されたメールアドレスの新しいアカウントでログインしてください。';
    if (caller.role === 'municipal' || caller.role === 'operator' || caller.role === 'trial') {
      throw appError('FORBIDDEN', refused);
    }
    await this.dataSource.transaction(async (manager) => {
      const invitation = await acceptInvitation(manager, 'company', token, viewer, this.now());
      const companyId = Number(invitation.organisationId);
      const company = await manager.getRepository(Company).findOneByOrFail({ id: companyId });
      const repository = manager.getRepository(UserProfile);
      const existing = await repository.findOneBy({ uid: viewer.uid });
      if (existing?.withdrawnAt) throw appError('NOT_FOUND', 'このアカウントは退会済みです。');
      if (existing && (existing.companyId != null || existing.isMunicipality)) throw appError('FORBIDDEN', refused);
      const profile =
        existing ??
        repository.create({
          uid: viewer.uid,
          telephone: '',
          lastName: '',
          firstName: '',
          lastNameKana: '',
          firstNameKana: '',
          division: '',
          position: '',
          organization: company.name,
          municipalityCode: null,
        });
      Object.assign(profile, {
        email: invitation.email,
        companyId,
        companyRole: invitation.division === 'admin' ? 'admin' : 'staff',
        isMunicipality: false,
      });
      await repository.save(profile);
      await recordAudit(manager, {
        actorUid: viewer.uid,
        action: 'company-invitation.accepted',
        entityType: 'invitation',
        entityId: invitation.id,
        data: { companyId, uid: viewer.uid, role: profile.companyRole },
      });
    });
    this.hooks.profileChanged();
    return this.preview(caller, token);
  }

  async setRole(caller: Caller, uid: string, rawRole: string): Promise<boolean> {
    const role = companyRoleOf(rawRole);
    await this.stepUp(caller);
    await this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      const member = await companyMemberOf(manager, companyId, uid);
      if (member.companyRole === role) return;
      if (role === 'staff' && (await this.adminCount(manager, companyId)) <= 1) throw appError('CONFLICT', LAST_ADMIN);
      await manager.getRepository(UserProfile).update({ uid }, { companyRole: role });
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company-member.role-changed',
        entityType: 'user_profile',
        entityId: uid,
        data: { companyId, from: member.companyRole, to: role },
      });
    });
    this.hooks.profileChanged();
    return true;
  }

  /** Removes `uid` from the company: the vendor role ends, their assigned requests go back to nobody. */
  async remove(caller: Caller, uid: string): Promise<boolean> {
    await this.stepUp(caller);
    await this.dataSource.transaction(async (manager) => {
      const companyId = await administeredCompany(manager, caller);
      const member = await companyMemberOf(manager, companyId, uid);
      if (member.companyRole === 'admin' && (await this.adminCount(manager, companyId)) <= 1) {
        throw appError('CONFLICT', LAST_ADMIN);
      }
      await manager.getRepository(UserProfile).update({ uid }, { companyId: null, companyRole: null });
      const unassigned = await manager
        .getRepository(DocumentRequest)
        .update({ companyId, assignedUid: uid }, { assignedUid: null });
      const devices = await this.sessions.signOutAll(manager, uid);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company-member.removed',
        entityType: 'user_profile',
        entityId: uid,
        data: { companyId, email: member.email, devices, unassigned: unassigned.affected ?? 0 },
      });
      // Last, so a refusal by the identity provider rolls the removal back.
      await this.accounts.signOutEverywhere(uid);
    });
    this.hooks.signedOut(uid);
    return true;
  }

  private async adminCount(manager: DataSource['manager'], companyId: number): Promise<number> {
    return manager.getRepository(UserProfile).countBy({ companyId, companyRole: 'admin' });
  }

  private invitationView(row: {
    id: number;
    email: string;
    division: string;
    expiresAt: Date;
    createdAt: Date;
  }): CompanyInvitationView {
    return {
      id: String(row.id),
      email: row.email,
      role: row.division === 'admin' ? 'admin' : 'staff',
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
    };
  }
}
