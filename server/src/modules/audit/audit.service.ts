/** Writes audit events; callers pass their transaction's manager so the event commits with the change. */
import type { EntityManager } from 'typeorm';
import { AuditEvent } from './audit-event.entity';

export interface AuditEntry {
  actorUid: string | null;
  action: string;
  entityType: string;
  entityId: string | number;
  data?: Record<string, unknown> | null;
}

export async function recordAudit(manager: EntityManager, entry: AuditEntry): Promise<void> {
  await manager.save(
    manager.create(AuditEvent, {
      actorUid: entry.actorUid,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      data: entry.data ?? null,
    }),
  );
}
