/**
 * Operators read the audit log, newest first, filtered by actor (uid or address), object and
 * action; the console pages through it and exports what the filter selects as CSV.
 */
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { UserProfile } from '../profile/profile.entity';
import { escapeLike } from '../operator/paging';
import { AuditEvent } from './audit-event.entity';
import type { AuditEventFilter, AuditEventPage } from './audit.types';

interface Page {
  offset: number;
  limit: number;
}

function field(value: string | null | undefined, name: string, max = 254): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (text.length > max) throw invalidInput({ [name]: `${max}文字以内で入力してください` });
  return text;
}

export class AuditLogService {
  constructor(private readonly dataSource: DataSource) {}

  async events(caller: Caller, filter: AuditEventFilter, page: Page): Promise<AuditEventPage> {
    if (caller.role !== 'operator') throw appError('FORBIDDEN');
    const query = this.dataSource.getRepository(AuditEvent).createQueryBuilder('e');
    const actor = field(filter.actor, 'actor');
    if (actor) {
      const uids = [actor];
      if (actor.includes('@')) {
        const profiles = await this.dataSource.getRepository(UserProfile).find({ where: { email: actor }, take: 10 });
        uids.push(...profiles.map((profile) => profile.uid));
      }
      query.andWhere('e.actor_uid IN (:...uids)', { uids });
    }
    const entityType = field(filter.entityType, 'entityType', 64);
    if (entityType) query.andWhere('e.entity_type = :entityType', { entityType });
    const entityId = field(filter.entityId, 'entityId', 64);
    if (entityId) query.andWhere('e.entity_id = :entityId', { entityId });
    const action = field(filter.action, 'action', 64);
    if (action) {
      query.andWhere("e.action LIKE :action ESCAPE '!'", { action: `${escapeLike(action)}%` });
    }
    const [rows, total] = await query.orderBy('e.id', 'DESC').skip(page.offset).take(page.limit).getManyAndCount();
    const actorUids = [...new Set(rows.map((row) => row.actorUid).filter((uid): uid is string => uid !== null))];
    const emails = new Map(
      actorUids.length
        ? (await this.dataSource.getRepository(UserProfile).findBy({ uid: In(actorUids) })).map((p) => [p.uid, p.email])
        : [],
    );
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        actorUid: row.actorUid,
        actorEmail: row.actorUid ? (emails.get(row.actorUid) ?? null) : null,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        data: row.data ? JSON.stringify(row.data) : null,
        createdAt: row.createdAt,
      })),
    };
  }
}
