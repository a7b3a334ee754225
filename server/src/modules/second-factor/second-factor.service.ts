/**
 * The second factor: authenticator-app keys (TOTP, RFC 6238 through `otpauth`), recovery codes
 * and the sessions that passed a check. A check mints a Firebase custom token whose developer
 * claim names a `second_factor_sessions` row; the browser signs in with it, so the check belongs to
 * that sign-in only, and a password alone (a new sign-in) carries no such claim.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type DataSource, IsNull } from 'typeorm';
import type { Caller, Viewer } from '../../auth/caller';
import { NO_SECOND_FACTOR, SECOND_FACTOR_CLAIM, type SecondFactorStanding } from '../../auth/second-factor-standing';
import { appError, invalidInput } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { recordAudit } from '../audit/audit.service';
import type { UserProfile } from '../profile/profile.entity';
import { SecondFactorEnrolment, SecondFactorRecoveryCode, SecondFactorSession } from './second-factor.entity';

export const TOTP_ISSUER = '自治体ソリューションポータル';
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
const CODE_REFUSED = '確認コードが正しくないか、使用済みです。認証アプリの最新のコードを入力してください。';

export interface SecondFactorSettings {
  box: SecretBox;
  auth: Pick<Auth, 'createCustomToken'>;
  /** SECOND_FACTOR_STEP_UP_SECONDS. */
  stepUpSeconds: number;
  clock: Clock;
  /** The member's municipality requires a second factor of its staff (its administrators' rule). */
  requiredByMunicipality(profile: UserProfile | null): Promise<boolean>;
}

export interface EnrolmentKey {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** The URI as an SVG QR code. */
  qrSvg: string;
}

export interface VerificationResult {
  /** Sign in with this (a new session that passed the check); null when this session already had. */
  customToken: string | null;
  /** Shown once, right after enrolment. */
  recoveryCodes: string[] | null;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `abcd-efgh-jk`: lower case, no 0/1/l/o, dashes optional when typed. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

function normalisedRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

export class SecondFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SecondFactorSettings,
  ) {}

  /**
   * Read on every signed-in request: one key lookup, and one session lookup when the token names
   * one. Operators, anyone enrolled, and the staff of a municipality whose rule says so need it.
   */
  async standingOf(viewer: Viewer | null, profile: UserProfile | null): Promise<SecondFactorStanding> {
    if (!viewer) return NO_SECOND_FACTOR;
    // A plain statement: building the ORM's query was most of a cached search's CPU.
    const [key] = (await this.dataSource.query(
      'SELECT confirmed_at AS confirmed FROM second_factor_enrolments WHERE uid = ?',
      [viewer.uid],
    )) as { confirmed: unknown }[];
    const enrolled = key != null && key.confirmed != null;
    const required =
      viewer.claims.operator === true || enrolled || (await this.settings.requiredByMunicipality(profile));
    const claimed = viewer.claims[SECOND_FACTOR_CLAIM];
    if (!enrolled || typeof claimed !== 'string' || claimed.length > 64) {
      return { required, enrolled, sessionId: null, verifiedAt: null };
    }
    const enrolment = await this.dataSource.getRepository(SecondFactorEnrolment).findOneBy({ uid: viewer.uid });
    if (enrolment?.confirmedAt == null) return { required, enrolled: false, sessionId: null, verifiedAt: null };
    const session = await this.dataSource.getRepository(SecondFactorSession).findOneBy({ id: claimed });
    if (!session || session.uid !== viewer.uid || session.verifiedAt < enrolment.confirmedAt) {
      return { required, enrolled, sessionId: null, verifiedAt: null };
    }
    return { required, enrolled, sessionId: session.id, verifiedAt: session.verifiedAt };
  }

  /** What the client shows: whether this session still owes a code. */
  statusOf(caller: Caller): {
    required: boolean;
    enrolled: boolean;
    verified: boolean;
    verifiedAt: Date | null;
    stepUpSeconds: number;
  } {
    const standing = caller.secondFactor ?? NO_SECOND_FACTOR;
    return {
      required: standing.required,
      enrolled: standing.enrolled,
      verified: standing.verifiedAt != null,
      verifiedAt: standing.verifiedAt,
      stepUpSeconds: this.settings.stepUpSeconds,
    };
  }

  /** A new key for the caller; refused once one is confirmed (a confirmed key is never replaced here). */
  async startEnrolment(caller: Caller): Promise<EnrolmentKey> {
    const viewer = this.signedIn(caller);
    const repository = this.dataSource.getRepository(SecondFactorEnrolment);
    const existing = await repository.findOneBy({ uid: viewer.uid });
    // A confirmed key is replaced by nobody through the API (a stolen password must not re-enrol).
    if (existing?.confirmedAt) throw appError('FORBIDDEN', '認証アプリはすでに登録されています。');
    const secret = new Secret({ size: 20 }).base32;
    await repository.save({
      uid: viewer.uid,
      secretSealed: this.settings.box.seal(secret),
      confirmedAt: null,
      lastUsedStep: null,
    });
    const otpauthUri = totpOf(secret, viewer.email ?? viewer.uid).toString();
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrSvg };
  }

  /**
   * Checks a TOTP code or a recovery code. The first TOTP code after startEnrolment confirms the
   * key and hands out the recovery codes. Each TOTP step and each recovery code is good once.
   */
  async verify(caller: Caller, code: string): Promise<VerificationResult> {
    const viewer = this.signedIn(caller);
    await caller.rateLimit('secondFactor');
    const typed = code.trim();
    if (!typed) throw invalidInput({ code: '確認コードを入力してください。' });
    const now = this.settings.clock();
    return this.dataSource.transaction(async (manager) => {
      const enrolment = await manager.getRepository(SecondFactorEnrolment).findOneBy({ uid: viewer.uid });
      if (!enrolment) throw appError('NOT_FOUND', '認証アプリが登録されていません。先に登録してください。');
      const firstUse = enrolment.confirmedAt == null;
      let usedRecoveryCode = false;
      if (/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
        const secret = this.settings.box.open(enrolment.secretSealed);
        const totp = totpOf(secret, viewer.uid);
        const delta = totp.validate({ token: typed.replace(/\s/g, ''), timestamp: now.getTime(), window: 1 });
        if (delta === null) throw invalidInput({ code: CODE_REFUSED });
        const step = totp.counter({ timestamp: now.getTime() }) + delta;
        // Conditional on the stored step, so two requests with one code cannot both pass.
        const taken = await manager
          .createQueryBuilder()
          .update(SecondFactorEnrolment)
          .set({ lastUsedStep: step, ...(firstUse ? { confirmedAt: now } : {}) })
          .where('uid = :uid AND (last_used_step IS NULL OR last_used_step < :step)', { uid: viewer.uid, step })
          .execute();
        if (!taken.affected) throw invalidInput({ code: CODE_REFUSED });
      } else {
        if (firstUse) throw invalidInput({ code: '登録の確認には認証アプリの6桁のコードを入力してください。' });
        const hash = sha256(normalisedRecoveryCode(typed));
        const candidates = await manager.getRepository(SecondFactorRecoveryCode).findBy({ uid: viewer.uid });
        const match = candidates.find(
          (row) => row.usedAt == null && timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(hash)),
        );
        if (!match) throw invalidInput({ code: 'リカバリーコードが正しくないか、使用済みです。' });
        const taken = await manager
          .createQueryBuilder()
          .update(SecondFactorRecoveryCode)
          .set({ usedAt: now })
          .where('id = :id AND used_at IS NULL', { id: match.id })
          .execute();
        if (!taken.affected) throw invalidInput({ code: 'リカバリーコードが正しくないか、使用済みです。' });
        usedRecoveryCode = true;
      }
      let recoveryCodes: string[] | null = null;
      if (firstUse) {
        recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        await manager.getRepository(SecondFactorRecoveryCode).delete({ uid: viewer.uid });
        await manager
          .getRepository(SecondFactorRecoveryCode)
          .save(recoveryCodes.map((plain) => ({ uid: viewer.uid, codeHash: sha256(plain), usedAt: null })));
        await recordAudit(manager, {
          actorUid: viewer.uid,
          action: 'second-factor.enrolled',
          entityType: 'user',
          entityId: viewer.uid,
        });
      }
      if (usedRecoveryCode) {
        const left = await manager
          .getRepository(SecondFactorRecoveryCode)
          .countBy({ uid: viewer.uid, usedAt: IsNull() });
        await recordAudit(manager, {
          actorUid: viewer.uid,
          action: 'second-factor.recovery-code-used',
          entityType: 'user',
          entityId: viewer.uid,
          data: { recoveryCodes: left },
        });
      }
      // A check inside a session that already passed one only renews it (step-up).
      const current = caller.secondFactor?.sessionId ?? null;
      if (current && !firstUse) {
        await manager.getRepository(SecondFactorSession).update({ id: current, uid: viewer.uid }, { verifiedAt: now });
        return { customToken: null, recoveryCodes };
      }
      const id = randomUUID();
      await manager.getRepository(SecondFactorSession).save({ id, uid: viewer.uid, verifiedAt: now });
      const customToken = await this.mint(viewer.uid, id);
      return { customToken, recoveryCodes };
    });
  }

  /**
   * The step-up check for sensitive operations (role changes, removals, SSO settings, 退会): a
   * caller with a second factor must have passed it in this session within
   * SECOND_FACTOR_STEP_UP_SECONDS. Callers without one enrolled have nothing to be asked again.
   */
  async requireRecent(caller: Caller): Promise<void> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const standing = caller.secondFactor ?? (await this.standingOf(caller.viewer, caller.profile ?? null));
    if (!standing.required) return;
    const verifiedAt = standing.verifiedAt?.getTime() ?? 0;
    if (this.settings.clock().getTime() - verifiedAt <= this.settings.stepUpSeconds * 1000) return;
    throw appError('SECOND_FACTOR_REQUIRED', 'この操作の前に、認証アプリの確認コードをもう一度入力してください。');
  }

  /** Demo data: gives `uid` this confirmed key (the demo operator's, printed at start). */
  async ensureConfirmedKey(uid: string, secret: string): Promise<void> {
    const repository = this.dataSource.getRepository(SecondFactorEnrolment);
    const existing = await repository.findOneBy({ uid });
    if (existing?.confirmedAt && this.settings.box.open(existing.secretSealed) === secret) return;
    await repository.save({
      uid,
      secretSealed: this.settings.box.seal(secret),
      confirmedAt: this.settings.clock(),
      lastUsedStep: null,
    });
  }

  private async mint(uid: string, sessionId: string): Promise<string> {
    try {
      return await this.settings.auth.createCustomToken(uid, { [SECOND_FACTOR_CLAIM]: sessionId });
    } catch {
      throw appError('SERVICE_UNAVAILABLE');
    }
  }

  private signedIn(caller: Caller): Viewer {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    return caller.viewer;
  }
}
