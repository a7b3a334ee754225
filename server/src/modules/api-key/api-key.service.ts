/**
 * API keys (docs/api-keys.md): a signed-in user creates read-only keys for internal tools, sees
 * each once, lists and revokes them; a municipal administrator lists and revokes the keys of
 * their municipality's members. On each use the key is looked up by its hash and its owner's
 * account read again, so a key acts with its owner's rights at that moment. Creation, the first
 * use of each day and revocation are audited.
 */
import { japanDate, japanDayStart } from '@portal/shared';
import { In, IsNull, LessThan, type DataSource } from 'typeorm';
import type { Account, AccountDirectory } from '../../auth/accounts';
import { hashApiKey, isApiKeyShape, newApiKey } from '../../auth/api-key-token';
import type { Caller } from '../../auth/caller';
import { AppError, appError, invalidInput } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import type { StepUp } from '../municipal-admin/municipal-admin.service';
import { administeredMunicipality, memberOf, membersOf, nameOf } from '../municipal-admin/municipal-members';
import { UserProfile } from '../profile/profile.entity';
import { ApiKey } from './api-key.entity';
import type { ApiKeyInput, ApiKeyView, CreatedApiKey, MunicipalApiKeyView } from './api-key.types';

export const MAX_ACTIVE_KEYS = 10;
export const MAX_KEY_DAYS = 365;
/** A key's last use is written at most this often (a list's hint, not a log). */
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

const UNKNOWN = 'APIキーが正しくありません。';
const NOT_FOUND = 'このAPIキーは見つかりません。';

/** Who a key acts for, read at this use. */
export interface ApiKeyHolder {
  key: ApiKey;
  account: Account;
  profile: UserProfile | null;
}

function stateOf(key: ApiKey, now: Date): string {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function uidOf(caller: Caller): string {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  return caller.viewer.uid;
}

export class ApiKeyService {
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountDirectory,
    private readonly stepUp: StepUp,
    private readonly clock: Clock,
  ) {}

  private view(key: ApiKey): ApiKeyView {
    return {
      id: String(key.id),
      name: key.name,
      shown: key.shown,
      scope: key.scope,
      state: stateOf(key, this.clock()),
      createdAt: key.createdAt,
      expiresAt: key.expiresAt,
      lastUsedAt: key.lastUsedAt,
      revokedAt: key.revokedAt,
    };
  }

  /** The caller's keys, newest first (revoked and expired ones too, for their history). */
  async mine(caller: Caller): Promise<ApiKeyView[]> {
    const rows = await this.dataSource
      .getRepository(ApiKey)
      .find({ where: { ownerUid: uidOf(caller) }, order: { id: 'DESC' }, take: 100 });
    return rows.map((row) => this.view(row));
  }

  async create(caller: Caller, input: ApiKeyInput): Promise<CreatedApiKey> {
    const uid = uidOf(caller);
    const name = input.name.normalize('NFKC').trim();
    if (!name) throw invalidInput({ name: '名前を入力してください' });
    if (name.length > 60) throw invalidInput({ name: '名前は60文字以内で入力してください' });
    if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > MAX_KEY_DAYS) {
      throw invalidInput({ expiresInDays: `有効日数は1〜${MAX_KEY_DAYS}日で指定してください` });
    }
    // Whoever signed in with a second factor confirms it again before handing out a lasting credential.
    await this.stepUp(caller);
    const now = this.clock();
    const { key, hash, shown } = newApiKey();
    const row = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ApiKey);
      const active = await repository
        .createQueryBuilder('k')
        .where('k.owner_uid = :uid AND k.revoked_at IS NULL AND k.expires_at > :now', { uid, now })
        .getCount();
      if (active >= MAX_ACTIVE_KEYS) {
        throw appError(
          'CONFLICT',
          `有効なAPIキーは${MAX_ACTIVE_KEYS}個までです。使っていないキーを取り消してから作成してください。`,
        );
      }
      const saved = await repository.save(
        repository.create({
          ownerUid: uid,
          name,
          shown,
          keyHash: hash,
          scope: 'read',
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
          lastUsedAt: null,
          revokedAt: null,
          revokedByUid: null,
        }),
      );
      await recordAudit(manager, {
        actorUid: uid,
        action: 'api-key.created',
        entityType: 'api_key',
        entityId: saved.id,
        data: { name, shown, scope: 'read', expiresAt: saved.expiresAt.toISOString() },
      });
      return saved;
    });
    return { key: this.view(row), secret: key };
  }

  async revoke(caller: Caller, rawId: string): Promise<ApiKeyView> {
    const uid = uidOf(caller);
    return this.revokeWhere(uid, rawId, async (key) => key.ownerUid === uid, 'self');
  }

  /** The keys of the administrator's municipality's members (as of now), newest first. */
  async municipal(caller: Caller): Promise<MunicipalApiKeyView[]> {
    const manager = this.dataSource.manager;
    const code = await administeredMunicipality(manager, caller);
    const members = await membersOf(manager, code);
    if (members.length === 0) return [];
    const byUid = new Map(members.map((member) => [member.uid, member]));
    const rows = await manager
      .getRepository(ApiKey)
      .find({ where: { ownerUid: In([...byUid.keys()]) }, order: { id: 'DESC' }, take: 500 });
    return rows.map((row) => {
      const owner = byUid.get(row.ownerUid)!;
      return { ...this.view(row), ownerName: nameOf(owner), ownerEmail: owner.email };
    });
  }

  async revokeMunicipal(caller: Caller, rawId: string): Promise<ApiKeyView> {
    const uid = uidOf(caller);
    const code = await administeredMunicipality(this.dataSource.manager, caller);
    return this.revokeWhere(
      uid,
      rawId,
      async (key) => {
        try {
          await memberOf(this.dataSource.manager, code, key.ownerUid);
          return true;
        } catch (error) {
          // Not a member of the administrator's municipality now: answered as an unknown key.
          if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
          throw error;
        }
      },
      'administrator',
    );
  }

  private async revokeWhere(
    actorUid: string,
    rawId: string,
    mayRevoke: (key: ApiKey) => Promise<boolean>,
    by: 'self' | 'administrator',
  ): Promise<ApiKeyView> {
    const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
    const repository = this.dataSource.getRepository(ApiKey);
    const key = id === null ? null : await repository.findOneBy({ id });
    // Another user's key, or another municipality's, is not found, as an unknown id is.
    if (!key || !(await mayRevoke(key))) throw appError('NOT_FOUND', NOT_FOUND);
    if (key.revokedAt) return this.view(key);
    const now = this.clock();
    await this.dataSource.transaction(async (manager) => {
      await manager
        .getRepository(ApiKey)
        .update({ id: key.id, revokedAt: IsNull() }, { revokedAt: now, revokedByUid: actorUid });
      await recordAudit(manager, {
        actorUid,
        action: 'api-key.revoked',
        entityType: 'api_key',
        entityId: key.id,
        data: { owner: key.ownerUid, shown: key.shown, by },
      });
    });
    return this.view({ ...key, revokedAt: now, revokedByUid: actorUid });
  }

  /**
   * The key a request presented and its owner as of now, or UNAUTHENTICATED: an unknown,
   * revoked or expired key, or an owner whose account was disabled, deleted or withdrawn.
   */
  async authenticate(secret: string): Promise<ApiKeyHolder> {
    if (!isApiKeyShape(secret)) throw appError('UNAUTHENTICATED', UNKNOWN);
    const key = await this.dataSource.getRepository(ApiKey).findOneBy({ keyHash: hashApiKey(secret) });
    if (!key) throw appError('UNAUTHENTICATED', UNKNOWN);
    if (key.revokedAt) throw appError('UNAUTHENTICATED', 'このAPIキーは取り消されています。');
    if (key.expiresAt.getTime() <= this.clock().getTime()) {
      throw appError('UNAUTHENTICATED', 'このAPIキーは有効期限が切れています。新しいキーを作成してください。');
    }
    const account = await this.accounts.byUid(key.ownerUid);
    const profile = await this.dataSource.getRepository(UserProfile).findOneBy({ uid: key.ownerUid });
    if (!account || account.disabled || profile?.withdrawnAt) {
      throw appError('UNAUTHENTICATED', 'このAPIキーの持ち主のアカウントは利用できません。');
    }
    await this.noteUse(key);
    return { key, account, profile };
  }

  /** Last use at most once a minute; the first use of each Japan day is audited (once, across processes). */
  private async noteUse(key: ApiKey): Promise<void> {
    const now = this.clock();
    if ((this.touched.get(key.id) ?? 0) > now.getTime() - TOUCH_INTERVAL_MS) return;
    if (this.touched.size >= 10_000) this.touched.clear();
    this.touched.set(key.id, now.getTime());
    const dayStart = japanDayStart(japanDate(now));
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ApiKey);
      const first = await repository.update({ id: key.id, lastUsedAt: IsNull() }, { lastUsedAt: now });
      const firstToday = first.affected
        ? first
        : await repository.update({ id: key.id, lastUsedAt: LessThan(dayStart) }, { lastUsedAt: now });
      if (firstToday.affected) {
        await recordAudit(manager, {
          actorUid: key.ownerUid,
          action: 'api-key.used',
          entityType: 'api_key',
          entityId: key.id,
          data: { shown: key.shown, day: japanDate(now) },
        });
      } else {
        await repository.update({ id: key.id }, { lastUsedAt: now });
      }
    });
  }
}
