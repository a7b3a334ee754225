/**
 * Invitations to join an organisation, whatever the organisation is: a random token mailed to one
 * address, stored as its hash, valid until it expires, accepted once, and only by a caller whose
 * verified address is the invited one. The organisation's own service decides who may invite and
 * what accepting grants (municipal-admin/municipal-invitations.service.ts); this file owns the
 * token, its expiry and its single use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import type { Viewer } from '../../auth/caller';
import { sameAddress } from '../../auth/roles';
import { appError } from '../../lib/app-error';
import { Invitation, type OrganisationKind } from './invitation.entity';

/** How long a link stays valid unless the organisation says otherwise. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface NewInvitation {
  organisationKind: OrganisationKind;
  organisationId: string;
  email: string;
  division: string;
  invitedByUid: string;
  now: Date;
  ttlMs?: number;
}

/**
 * Stores a new invitation and returns it with its token (the only time the token exists in
 * clear: it goes into the mail). Earlier open invitations of the same address to the same
 * organisation are revoked, so only the newest link works.
 */
export async function createInvitation(
  manager: EntityManager,
  input: NewInvitation,
): Promise<{ invitation: Invitation; token: string }> {
  const email = input.email.trim().toLowerCase();
  const repository = manager.getRepository(Invitation);
  await repository.update(
    {
      organisationKind: input.organisationKind,
      organisationId: input.organisationId,
      email,
      acceptedAt: IsNull(),
      revokedAt: IsNull(),
    },
    { revokedAt: input.now },
  );
  const token = randomBytes(32).toString('base64url');
  const invitation = await repository.save(
    repository.create({
      tokenHash: tokenHashOf(token),
      organisationKind: input.organisationKind,
      organisationId: input.organisationId,
      email,
      division: input.division,
      invitedByUid: input.invitedByUid,
      expiresAt: new Date(input.now.getTime() + (input.ttlMs ?? INVITATION_TTL_MS)),
      acceptedAt: null,
      acceptedByUid: null,
      revokedAt: null,
    }),
  );
  return { invitation, token };
}

export type InvitationState = 'open' | 'accepted' | 'expired' | 'revoked';

export function stateOf(invitation: Invitation, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

const REFUSED: Record<Exclude<InvitationState, 'open'>, string> = {
  accepted: 'この招待はすでに使われています。招待した管理者に新しい招待を依頼してください。',
  expired: 'この招待の有効期限が切れています。招待した管理者に新しい招待を依頼してください。',
  revoked: 'この招待は取り消されたか、新しい招待に置き換えられています。最新の招待メールのリンクをお使いください。',
};

/** The invitation a token names, for showing it; NOT_FOUND for a token nobody issued. */
export async function findInvitation(
  manager: EntityManager,
  kind: OrganisationKind,
  token: string,
): Promise<Invitation> {
  const found = token
    ? await manager.getRepository(Invitation).findOneBy({ tokenHash: tokenHashOf(token), organisationKind: kind })
    : null;
  if (!found) throw appError('NOT_FOUND', '招待が見つかりません。招待メールのリンクをそのままお使いください。');
  return found;
}

/**
 * Marks the invitation accepted by `viewer`, inside the caller's transaction, and returns it; the
 * caller then grants what accepting means. Refused unless it is open and the viewer's verified
 * address is the invited one. The conditional update makes a replay (or two tabs at once) lose:
 * only one accept changes the row.
 */
export async function acceptInvitation(
  manager: EntityManager,
  kind: OrganisationKind,
  token: string,
  viewer: Viewer,
  now: Date,
): Promise<Invitation> {
  const invitation = await findInvitation(manager, kind, token);
  const state = stateOf(invitation, now);
  if (state !== 'open') throw appError('CONFLICT', REFUSED[state]);
  if (!viewer.emailVerified || !viewer.email || !sameAddress(viewer.email, invitation.email)) {
    throw appError(
      'FORBIDDEN',
      '招待されたメールアドレスでログインしてください（メールアドレスの確認を済ませている必要があります）。',
    );
  }
  const result = await manager
    .createQueryBuilder()
    .update(Invitation)
    .set({ acceptedAt: now, acceptedByUid: viewer.uid })
    .where('id = :id AND accepted_at IS NULL AND revoked_at IS NULL', { id: invitation.id })
    .execute();
  if (result.affected !== 1) throw appError('CONFLICT', REFUSED.accepted);
  return Object.assign(invitation, { acceptedAt: now, acceptedByUid: viewer.uid });
}

/** Withdraws an open invitation of the organisation (false when there was none). */
export async function revokeInvitation(
  manager: EntityManager,
  kind: OrganisationKind,
  organisationId: string,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await manager
    .getRepository(Invitation)
    .update(
      { id, organisationKind: kind, organisationId, acceptedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt: now },
    );
  return result.affected === 1;
}

/** The organisation's invitations not yet accepted, withdrawn or expired, newest first. */
export function openInvitations(
  manager: EntityManager,
  kind: OrganisationKind,
  organisationId: string,
  now: Date,
): Promise<Invitation[]> {
  return manager
    .getRepository(Invitation)
    .createQueryBuilder('i')
    .where('i.organisation_kind = :kind AND i.organisation_id = :organisationId', { kind, organisationId })
    .andWhere('i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > :now', { now })
    .orderBy('i.created_at', 'DESC')
    .addOrderBy('i.id', 'DESC')
    .getMany();
}
