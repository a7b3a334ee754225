/**
 * A federated sign-in, start to finish: `start` sends the browser to the municipality's IdP with
 * state, nonce and PKCE kept here; `callback` takes each state once, has the code exchanged and the
 * ID token checked (oidc-client.ts), accepts an address at one of the municipality's allowed
 * domains, makes the Firebase account (verified: the IdP vouched for the address) and its
 * membership of the municipality, and hands the browser a one-time code; `redeem` turns that
 * code, once, into a Firebase custom token the browser signs in with. Firebase keeps issuing the
 * session, so nothing downstream changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { AppError, appError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { joinMunicipality } from '../municipal-admin/municipal-staff';
import { UserProfile } from '../profile/profile.entity';
import type { OidcClient } from './oidc-client';
import { domainsOf } from './sso-settings.service';
import { MunicipalSsoSetting, SsoLogin } from './sso.entity';

/** The redirect URI's path (rest/single-sign-on.ts serves it under PUBLIC_URL). */
export const SSO_CALLBACK_PATH = '/sso/oidc/callback';

/** How long the browser may take at the IdP, and to come back for its session. */
const LOGIN_TTL_MS = 10 * 60 * 1000;
const HANDOFF_TTL_MS = 2 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Why a federated sign-in was refused, as the sign-in page explains it. */
export type SsoRefusal = 'expired' | 'idp' | 'domain' | 'account' | 'unavailable';

export class SsoRefused extends Error {
  /** `cause`: what the IdP's answer failed on, for the log (the browser is told the reason only). */
  constructor(
    readonly reason: SsoRefusal,
    cause?: unknown,
  ) {
    super(`single sign-on refused: ${reason}`, { cause });
  }
}

export interface SsoLoginDeps {
  oidc: OidcClient;
  box: SecretBox;
  auth: Pick<Auth, 'getUserByEmail' | 'createUser' | 'updateUser' | 'createCustomToken' | 'revokeRefreshTokens'>;
  clock: Clock;
  /** The callback's address as the IdP has it registered (PUBLIC_URL + /sso/oidc/callback). */
  redirectUri: string;
  profileChanged(): void;
}

export class SsoLoginService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: SsoLoginDeps,
  ) {}

  /** The IdP's authorization URL for the municipality (NOT_FOUND when it has no enabled setting). */
  async start(municipalityCode: string): Promise<string> {
    const setting = await this.dataSource
      .getRepository(MunicipalSsoSetting)
      .findOneBy({ municipalityCode, enabled: true });
    if (!setting) throw appError('NOT_FOUND', 'この自治体はシングルサインオンを利用していません。');
    const request = await this.deps.oidc.authorizationRequest(municipalityCode, this.providerOf(setting));
    await this.dataSource.getRepository(SsoLogin).save({
      stateHash: sha256(request.state),
      municipalityCode,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      consumedAt: null,
      handoffHash: null,
      handoffUid: null,
      redeemedAt: null,
    });
    return request.url;
  }

  /** Returns the one-time hand-off code for the browser; throws SsoRefused. */
  async callback(query: URLSearchParams): Promise<string> {
    const state = query.get('state') ?? '';
    const now = this.deps.clock();
    const stateHash = sha256(state);
    // Taken once: a replayed callback (same state, same code) finds it consumed.
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(SsoLogin)
      .set({ consumedAt: now })
      .where('state_hash = :stateHash AND consumed_at IS NULL', { stateHash })
      .execute();
    const login = taken.affected ? await this.dataSource.getRepository(SsoLogin).findOneBy({ stateHash }) : null;
    if (!login || now.getTime() - login.createdAt.getTime() > LOGIN_TTL_MS) throw new SsoRefused('expired');
    if (query.has('error')) throw new SsoRefused('idp');
    const setting = await this.dataSource
      .getRepository(MunicipalSsoSetting)
      .findOneBy({ municipalityCode: login.municipalityCode, enabled: true });
    if (!setting) throw new SsoRefused('expired');

    let claims: Record<string, unknown>;
    try {
      const callbackUrl = new URL(`${this.deps.redirectUri}?${query.toString()}`);
      ({ claims } = await this.deps.oidc.exchange(login.municipalityCode, this.providerOf(setting), callbackUrl, {
        state,
        nonce: login.nonce,
        codeVerifier: login.codeVerifier,
      }));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'SERVICE_UNAVAILABLE') {
        throw new SsoRefused('unavailable', error);
      }
      throw new SsoRefused('idp', error);
    }

    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const domain = email.split('@')[1] ?? '';
    // An IdP that says it has not verified the address vouches for nothing.
    if (!email || claims.email_verified === false || !domainsOf(setting).includes(domain)) {
      throw new SsoRefused('domain');
    }
    const uid = await this.accountFor(email);
    const division = setting.divisionClaim ? claims[setting.divisionClaim] : null;
    const handoff = randomBytes(32).toString('base64url');
    await this.join(async (manager) => {
      await joinMunicipality(manager, {
        uid,
        email,
        municipalityCode: login.municipalityCode,
        division: typeof division === 'string' ? division.slice(0, 100) : null,
        via: 'sso',
        actorUid: null,
        names: {
          lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 50) : '',
          firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 50) : '',
        },
      });
      await manager.getRepository(SsoLogin).update({ stateHash }, { handoffHash: sha256(handoff), handoffUid: uid });
    });
    this.deps.profileChanged();
    return handoff;
  }

  /** The hand-off code, once and briefly, for a custom token of its user. */
  async redeem(code: string): Promise<string> {
    const handoffHash = sha256(code.trim());
    const now = this.deps.clock();
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(SsoLogin)
      .set({ redeemedAt: now })
      .where('handoff_hash = :handoffHash AND redeemed_at IS NULL', { handoffHash })
      .execute();
    // The conditional update made this call the one redeeming it; matching on the time too would
    // miss on MySQL, whose DATETIME keeps whole seconds.
    const login = taken.affected ? await this.dataSource.getRepository(SsoLogin).findOneBy({ handoffHash }) : null;
    const refused = () => appError('NOT_FOUND', 'ログインの有効期限が切れました。もう一度ログインしてください。');
    if (!login?.handoffUid || !login.consumedAt || now.getTime() - login.consumedAt.getTime() > HANDOFF_TTL_MS) {
      throw refused();
    }
    try {
      return await this.deps.auth.createCustomToken(login.handoffUid);
    } catch {
      throw appError('SERVICE_UNAVAILABLE');
    }
  }

  /**
   * The Firebase account of the address: made, verified, when there is none. Provider staff and
   * vendors never sign in through a municipality's IdP (whoever runs an IdP could otherwise name
   * their address), nor do accounts an operator disabled.
   */
  private async accountFor(email: string): Promise<string> {
    let existing: Awaited<ReturnType<SsoLoginDeps['auth']['getUserByEmail']>> | null = null;
    try {
      existing = await this.deps.auth.getUserByEmail(email);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw new SsoRefused('unavailable');
    }
    if (!existing) {
      try {
        return (await this.deps.auth.createUser({ email, emailVerified: true })).uid;
      } catch {
        throw new SsoRefused('unavailable');
      }
    }
    if (existing.disabled || existing.customClaims?.operator === true) throw new SsoRefused('account');
    const profile = await this.dataSource
      .getRepository(UserProfile)
      .findOneBy({ uid: existing.uid, withdrawnAt: IsNull() });
    if (profile?.companyId != null) throw new SsoRefused('account');
    if (!existing.emailVerified) {
      // Someone registered the address without ever proving it: their password and sessions go,
      // so the verified account the IdP vouches for is not theirs too.
      await this.deps.auth.updateUser(existing.uid, {
        emailVerified: true,
        password: randomBytes(24).toString('base64url'),
      });
      await this.deps.auth.revokeRefreshTokens(existing.uid);
    }
    return existing.uid;
  }

  private async join(work: (manager: EntityManager) => Promise<void>): Promise<void> {
    try {
      await this.dataSource.transaction(work);
    } catch (error) {
      // A withdrawn account, a municipality gone from the master: nobody to sign in.
      if (error instanceof AppError) throw new SsoRefused('account');
      throw error;
    }
  }

  private providerOf(setting: MunicipalSsoSetting) {
    return {
      issuer: setting.issuer,
      clientId: setting.clientId,
      clientSecret: this.deps.box.open(setting.clientSecretSealed),
    };
  }
}
