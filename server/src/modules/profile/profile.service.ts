/**
 * Profiles: a caller reads and edits only its own (operators any); registration accepts only the
 * caller's own uid and e-mail. Validation is the shared code the forms run. Municipal status is
 * earned by an address: one in a municipal domain earns it (effective once verified), any other
 * waits for an operator, whose approval is recorded for that address. The profile follows the
 * identity provider's verified address on the server (followAddress), so a changed address never
 * carries municipal rights by itself.
 */
import {
  isTrialEmail,
  PROFILE_FIELDS,
  REGISTRATION_UID_REQUIRED,
  validateProfile,
  validateRegistrationPayload,
} from '@portal/shared';
import type { DataSource } from 'typeorm';
import { type FindByKey, findByKey } from '../../db/find-by-key';
import { appError, invalidInput } from '../../lib/app-error';
import type { Caller, Viewer } from '../../auth/caller';
import { sameAddress } from '../../auth/roles';
import { municipalityCodeOf } from '../municipality/municipality-code';
import { recordAudit } from '../audit/audit.service';
import { type MunicipalStatus, UserProfile } from './profile.entity';
import type { MunicipalRegistrationInput, ProfileUpdateInput } from './profile.inputs';

export interface ProfileSettings {
  municipalDomains: readonly string[];
  trialDomains: readonly string[];
}

function trimmed<T extends object>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

const WITHDRAWN_MESSAGE = 'このアカウントは退会済みです。';

/**
 * A withdrawn profile (退会) is written again by operators only: a member's token lives on for up
 * to an hour after the account is deleted, and an open tab keeps sending it.
 */
function assertNotWithdrawn(profile: UserProfile | null, caller: Caller): void {
  if (profile?.withdrawnAt && caller.role !== 'operator') throw appError('NOT_FOUND', WITHDRAWN_MESSAGE);
}

/** Callers whose profile is kept for reuse; beyond it the list starts afresh. */
const MAX_RECENT = 10_000;

export class ProfileService {
  private readonly byUid: FindByKey<UserProfile>;
  private readonly recent = new Map<string, { profile: UserProfile | null; until: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: ProfileSettings,
  ) {
    this.byUid = findByKey(dataSource, UserProfile);
  }

  /** The profile every signed-in request reads (see find-by-key.ts for why not findOneBy). */
  find(uid: string): Promise<UserProfile | null> {
    return this.byUid(uid);
  }

  /**
   * The profile as read at most `maxAgeMs` ago (0: now). Non-sensitive requests derive the
   * caller's role from it within AUTH_STATUS_CACHE_SECONDS, the window in which they already
   * reuse the caller's revocation check; sensitive ones always read afresh (graphql/operation-guard.ts).
   */
  async findRecent(uid: string, maxAgeMs: number): Promise<UserProfile | null> {
    if (maxAgeMs <= 0) return this.find(uid);
    const now = Date.now();
    const kept = this.recent.get(uid);
    if (kept && kept.until > now) return kept.profile;
    const profile = await this.find(uid);
    if (this.recent.size >= MAX_RECENT) this.recent.clear();
    this.recent.set(uid, { profile, until: now + maxAgeMs });
    return profile;
  }

  /** After any write in this process: a profile (or a company's approval) may have changed. */
  forgetRecent(): void {
    this.recent.clear();
  }

  private assertSelfOrOperator(caller: Caller, uid: string): void {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    if (caller.viewer.uid !== uid && caller.role !== 'operator') {
      throw appError('FORBIDDEN', 'ご本人以外の会員情報は扱えません。');
    }
  }

  async get(caller: Caller, uid: string): Promise<UserProfile | null> {
    this.assertSelfOrOperator(caller, uid);
    return this.find(uid);
  }

  isMunicipalDomain(email: string): boolean {
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    return this.settings.municipalDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
  }

  /**
   * The standing an address has: a municipal domain earns it by itself; an address an operator
   * approved for this profile keeps its approval; a provider (trial) address needs none; any other
   * waits for an operator.
   */
  private standingFor(
    email: string,
    profile: Pick<UserProfile, 'municipalEmail' | 'municipalRemovedEmail'> | null,
  ): Pick<UserProfile, 'isMunicipality' | 'municipalStatus' | 'municipalEmail'> {
    const address = email.trim().toLowerCase();
    // An address its municipality's administrator removed earns nothing by its domain again.
    if (this.isMunicipalDomain(address) && profile?.municipalRemovedEmail !== address) {
      return { isMunicipality: true, municipalStatus: 'approved', municipalEmail: address };
    }
    const kept = profile?.municipalEmail ?? null;
    if (kept && sameAddress(kept, address))
      return { isMunicipality: true, municipalStatus: 'approved', municipalEmail: kept };
    const status: MunicipalStatus = isTrialEmail(address, this.settings.trialDomains) ? 'none' : 'pending';
    return { isMunicipality: false, municipalStatus: status, municipalEmail: kept };
  }

  async registerMunicipality(caller: Caller, raw: MunicipalRegistrationInput): Promise<UserProfile> {
    const input = trimmed(raw);
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    // Someone else's uid is refused; a missing one is an incomplete form, answered field by field.
    if (input.uid && input.uid !== viewer.uid) throw appError('FORBIDDEN', 'ご本人以外の会員登録はできません。');
    // Everything is checked before the transaction opens: an invalid registration stores nothing.
    const errors = validateRegistrationPayload({ ...input });
    if (!input.uid) errors.uid = REGISTRATION_UID_REQUIRED;
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    if (!sameAddress(input.email, viewer.email)) {
      throw invalidInput({ email: 'ログイン中のメールアドレスと一致しません' });
    }
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const existing = await repository.findOneBy({ uid: input.uid });
      assertNotWithdrawn(existing, caller);
      const profile = repository.merge(existing ?? repository.create({ uid: input.uid }), {
        email: input.email,
        telephone: input.telephone,
        ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, input[f]])),
        ...this.standingFor(input.email, existing),
        municipalityCode: await municipalityCodeOf(manager, input.organization),
      });
      const saved = await repository.save(profile);
      await recordAudit(manager, {
        actorUid: viewer.uid,
        action: existing ? 'profile.reregistered' : 'profile.registered',
        entityType: 'user_profile',
        entityId: saved.uid,
        data: { municipalStatus: saved.municipalStatus },
      });
      return saved;
    });
  }

  async update(caller: Caller, raw: ProfileUpdateInput): Promise<UserProfile> {
    const input = trimmed(raw);
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const uid = input.uid ?? caller.viewer.uid;
    this.assertSelfOrOperator(caller, uid);
    const errors = validateProfile({ ...input });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid });
      if (!profile) throw appError('NOT_FOUND', '会員情報が見つかりません。');
      assertNotWithdrawn(profile, caller);
      const changed = PROFILE_FIELDS.filter((field) => profile[field] !== input[field]);
      for (const field of PROFILE_FIELDS) profile[field] = input[field];
      profile.municipalityCode = await municipalityCodeOf(manager, profile.organization);
      const saved = await repository.save(profile);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'profile.updated',
        entityType: 'user_profile',
        entityId: uid,
        data: { fields: changed },
      });
      return saved;
    });
  }

  /**
   * Makes the profile follow the identity provider's verified address. Called by the server on
   * any signed-in request whose verified address differs from the profile's, so a change made
   * outside the portal (or never reported by the client) demotes at once; the new address earns
   * its own standing. Returns the profile as it is now; a no-op when nothing changed.
   */
  async followAddress(viewer: Viewer): Promise<UserProfile | null> {
    const email = viewer.email;
    if (!email || !viewer.emailVerified) return this.find(viewer.uid);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid: viewer.uid });
      // A concurrent request may have followed the change already; a withdrawn profile never does.
      if (!profile || profile.withdrawnAt || sameAddress(profile.email, email)) return profile;
      const before = { isMunicipality: profile.isMunicipality, municipalStatus: profile.municipalStatus };
      Object.assign(profile, { email }, this.standingFor(email, profile));
      const saved = await repository.save(profile);
      await recordAudit(manager, {
        actorUid: viewer.uid,
        action: 'profile.email-changed',
        entityType: 'user_profile',
        entityId: viewer.uid,
        data: {
          municipalStatusBefore: before.municipalStatus,
          municipalStatus: saved.municipalStatus,
          demoted: before.isMunicipality && !saved.isMunicipality,
        },
      });
      return saved;
    });
  }

  /** The client's report of a verified address change; the server follows it by itself anyway. */
  async syncEmail(caller: Caller): Promise<UserProfile | null> {
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    if (!viewer.email || !viewer.emailVerified) {
      throw appError('FORBIDDEN', '確認済みのメールアドレスでログインしてから再度お試しください。');
    }
    return this.followAddress(viewer);
  }

  /** Operators: the members waiting for approval as municipal staff, oldest first. */
  pendingMembers(): Promise<UserProfile[]> {
    return this.dataSource
      .getRepository(UserProfile)
      .find({ where: { municipalStatus: 'pending' }, order: { createdAt: 'ASC', uid: 'ASC' } });
  }

  /**
   * Operators: approves a pending member as municipal staff, with an audit event. The approval is
   * recorded for `verifiedAddress`, the identity provider's verified address as it is now
   * (operator/operator-members.service.ts looks it up): it lapses if they move to another address.
   */
  async approveMunicipal(caller: Caller, uid: string, verifiedAddress: string): Promise<UserProfile> {
    if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
    const operatorUid = caller.viewer.uid;
    const address = verifiedAddress.trim().toLowerCase();
    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(UserProfile);
      const profile = await repository.findOneBy({ uid });
      if (!profile) throw appError('NOT_FOUND', '会員情報が見つかりません。');
      if (profile.municipalStatus === 'approved' && profile.isMunicipality) return profile;
      if (profile.municipalStatus !== 'pending') {
        throw appError('CONFLICT', 'この会員は承認待ちではありません。');
      }
      profile.isMunicipality = true;
      profile.municipalStatus = 'approved';
      profile.municipalEmail = address;
      const saved = await repository.save(profile);
      await recordAudit(manager, {
        actorUid: operatorUid,
        action: 'profile.municipal-approved',
        entityType: 'user_profile',
        entityId: uid,
        data: { municipalStatus: 'approved', address },
      });
      return saved;
    });
    this.forgetRecent();
    return saved;
  }
}
