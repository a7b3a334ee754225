/**
 * Invitations to a municipality: an administrator invites a colleague by address, the mail goes
 * through the outbox with the invitation, and the invitee becomes a confirmed member of that
 * municipality by accepting it while signed in with that address verified, lg.jp or not. The
 * token, its expiry and its single use are the invitation module's (invitation/invitation.ts).
 */
import { parseRecordId, validateInvitation } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { sameAddress } from '../../auth/roles';
import { appError, invalidInput } from '../../lib/app-error';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit.service';
import {
  acceptInvitation,
  createInvitation,
  findInvitation,
  openInvitations,
  revokeInvitation,
  stateOf,
} from '../invitation/invitation';
import { Municipality } from '../municipality/municipality.entity';
import { membershipFor } from '../municipality/municipal-membership';
import { administeredMunicipality, nameOf } from './municipal-members';
import type { MunicipalInvitationPreview, MunicipalInvitationView } from './municipal-admin.types';
import { municipalInvitationMail } from './municipal-invitation.mails';
import { joinMunicipality } from './municipal-staff';

export interface MunicipalInvitationSettings {
  publicUrl: string;
  /** How long a link works (INVITATION_TTL_MS unless a test says otherwise). */
  ttlMs?: number;
  now?: () => Date;
}

export const INVITATION_PATH = '/invitations/accept';

export class MunicipalInvitationService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: MunicipalInvitationSettings,
    private readonly mailStored: () => void,
    private readonly profileChanged: () => void,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  async invite(caller: Caller, rawEmail: string, rawDivision: string): Promise<MunicipalInvitationView> {
    const values = { email: rawEmail.trim(), division: rawDivision.normalize('NFKC').trim() };
    const errors = validateInvitation(values);
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const invitation = await this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      const municipality = (await manager.getRepository(Municipality).findOneBy({ code }))!;
      const now = this.now();
      const { invitation, token } = await createInvitation(manager, {
        organisationKind: 'municipality',
        organisationId: code,
        email: values.email,
        division: values.division,
        invitedByUid: caller.viewer!.uid,
        now,
        ttlMs: this.settings.ttlMs,
      });
      const link = `${this.settings.publicUrl}${INVITATION_PATH}?token=${token}`;
      await enqueueMail(manager, municipalInvitationMail(invitation, municipality.name, nameOf(caller.profile!), link));
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'municipal-invitation.sent',
        entityType: 'invitation',
        entityId: invitation.id,
        data: { municipalityCode: code, email: invitation.email, division: invitation.division },
      });
      return invitation;
    });
    this.mailStored();
    return { ...invitation, id: String(invitation.id) };
  }

  async list(caller: Caller): Promise<MunicipalInvitationView[]> {
    const manager = this.dataSource.manager;
    const code = await administeredMunicipality(manager, caller);
    const rows = await openInvitations(manager, 'municipality', code, this.now());
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  async revoke(caller: Caller, rawId: string): Promise<boolean> {
    const id = parseRecordId(rawId);
    if (id == null) throw appError('NOT_FOUND', 'この招待は見つからないか、すでに使われています。');
    return this.dataSource.transaction(async (manager) => {
      const code = await administeredMunicipality(manager, caller);
      if (!(await revokeInvitation(manager, 'municipality', code, id, this.now()))) {
        throw appError('NOT_FOUND', 'この招待は見つからないか、すでに使われています。');
      }
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'municipal-invitation.revoked',
        entityType: 'invitation',
        entityId: id,
        data: { municipalityCode: code },
      });
      return true;
    });
  }

  /** What the invitation page shows the signed-in invitee before they accept. */
  async preview(caller: Caller, token: string): Promise<MunicipalInvitationPreview> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const manager = this.dataSource.manager;
    const invitation = await findInvitation(manager, 'municipality', token);
    const municipality = await manager.getRepository(Municipality).findOneBy({ code: invitation.organisationId });
    if (!municipality) throw appError('NOT_FOUND', '招待が見つかりません。');
    return {
      municipality,
      email: invitation.email,
      division: invitation.division,
      state: stateOf(invitation, this.now()),
      expiresAt: invitation.expiresAt,
      addressMatches: caller.viewer.emailVerified && sameAddress(caller.viewer.email, invitation.email),
    };
  }

  /**
   * Accepts for the signed-in caller. Vendors, operators and trial staff keep their role (an
   * account is one of them), so they cannot join; a member of another municipality moves to this
   * one, as the invitation to their address says.
   */
  async accept(caller: Caller, token: string): Promise<MunicipalInvitationPreview> {
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    if (caller.role === 'vendor' || caller.role === 'operator' || caller.role === 'trial') {
      throw appError(
        'FORBIDDEN',
        'このアカウントでは自治体の職員として参加できません。招待されたメールアドレスの会員としてログインしてください。',
      );
    }
    await this.dataSource.transaction(async (manager) => {
      const invitation = await acceptInvitation(manager, 'municipality', token, viewer, this.now());
      const before = await membershipFor(manager, caller.profile);
      const profile = await joinMunicipality(manager, {
        uid: viewer.uid,
        email: invitation.email,
        municipalityCode: invitation.organisationId,
        division: invitation.division,
        via: 'invitation',
        actorUid: viewer.uid,
      });
      await recordAudit(manager, {
        actorUid: viewer.uid,
        action: 'municipal-invitation.accepted',
        entityType: 'invitation',
        entityId: invitation.id,
        data: { municipalityCode: invitation.organisationId, before: before.code, uid: profile.uid },
      });
    });
    this.profileChanged();
    return this.preview(caller, token);
  }
}
