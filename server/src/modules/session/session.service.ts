/**
 * Signed-in devices (docs/accounts-and-roles.md): every sign-in the server sees is recorded with
 * its browser and when it was last used; a member lists theirs and signs the others out. A
 * signed-out device's tokens are refused by the session check every route shares
 * (auth/session.ts), since Firebase cannot end one sign-in of an account on its own.
 */
import { parseRecordId } from '@portal/shared';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Caller, Viewer } from '../../auth/caller';
import { isUniqueViolation } from '../../lib/unique-violation';
import { appError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { UserSession } from './user-session.entity';

/** A device's last use is written at most this often (a read model, not a log). */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_REMEMBERED = 10_000;

export interface DeviceSessions {
  /** Records (or refreshes) the sign-in a request's token belongs to. */
  seen(viewer: Viewer, device: { userAgent: string; ip: string }): Promise<void>;
  /** True when that sign-in was signed out from another device or by a removal. */
  isSignedOut(uid: string, authTime: number): Promise<boolean>;
}

export class SessionService implements DeviceSessions {
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async seen(viewer: Viewer, device: { userAgent: string; ip: string }): Promise<void> {
    if (!viewer.authTime) return;
    const key = `${viewer.uid}:${viewer.authTime}`;
    const now = this.now();
    if ((this.touched.get(key) ?? 0) > now.getTime() - TOUCH_INTERVAL_MS) return;
    if (this.touched.size >= MAX_REMEMBERED) this.touched.clear();
    this.touched.set(key, now.getTime());
    const repository = this.dataSource.getRepository(UserSession);
    const values = { userAgent: device.userAgent.slice(0, 512), ip: device.ip.slice(0, 64), lastSeenAt: now };
    const updated = await repository.update({ uid: viewer.uid, authTime: viewer.authTime }, values);
    if (updated.affected) return;
    try {
      await repository.insert({ uid: viewer.uid, authTime: viewer.authTime, signedOutAt: null, ...values });
    } catch (error) {
      // Two first requests of one sign-in at once: the other one recorded it.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async isSignedOut(uid: string, authTime: number): Promise<boolean> {
    const row = await this.dataSource
      .getRepository(UserSession)
      .findOne({ select: { id: true, signedOutAt: true }, where: { uid, authTime } });
    return row?.signedOutAt != null;
  }

  /** The caller's devices still signed in, the current one first, then by last use. */
  async mine(caller: Caller): Promise<(UserSession & { current: boolean })[]> {
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    const rows = await this.dataSource
      .getRepository(UserSession)
      .find({ where: { uid: viewer.uid, signedOutAt: IsNull() }, order: { lastSeenAt: 'DESC', id: 'DESC' } });
    return rows
      .map((row) => Object.assign(row, { current: row.authTime === viewer.authTime }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Signs out the caller's other devices (or one of them, by id); returns how many. */
  async signOutOthers(caller: Caller, rawId: string | null): Promise<number> {
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    const id = rawId == null ? null : parseRecordId(rawId);
    if (rawId != null && id == null)
      throw appError('NOT_FOUND', 'この端末は見つからないか、すでにログアウトしています。');
    return this.dataSource.transaction(async (manager) => {
      const where = {
        uid: viewer.uid,
        signedOutAt: IsNull(),
        ...(viewer.authTime ? { authTime: Not(viewer.authTime) } : {}),
        ...(id != null ? { id } : {}),
      };
      const rows = await manager.getRepository(UserSession).find({ select: { id: true }, where });
      if (id != null && rows.length === 0)
        throw appError('NOT_FOUND', 'この端末は見つからないか、すでにログアウトしています。');
      if (rows.length === 0) return 0;
      await manager.getRepository(UserSession).update({ id: In(rows.map((r) => r.id)) }, { signedOutAt: this.now() });
      await recordAudit(manager, {
        actorUid: viewer.uid,
        action: 'session.signed-out',
        entityType: 'user_profile',
        entityId: viewer.uid,
        data: { sessions: rows.length, by: 'self' },
      });
      return rows.length;
    });
  }

  /** Every device of `uid`, inside the caller's transaction (a removal); the caller audits. */
  async signOutAll(manager: EntityManager, uid: string): Promise<number> {
    const result = await manager
      .getRepository(UserSession)
      .update({ uid, signedOutAt: IsNull() }, { signedOutAt: this.now() });
    return result.affected ?? 0;
  }
}
