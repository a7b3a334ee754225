import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Append-only record of a state change, written in the same transaction as the change. */
@Entity('audit_events')
@Index('idx_audit_events_entity', ['entityType', 'entityId'])
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('idx_audit_events_actor')
  @Column({ type: 'varchar', length: 128, name: 'actor_uid', nullable: true })
  actorUid!: string | null;

  @Index('idx_audit_events_action')
  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ type: 'varchar', length: 64, name: 'entity_type' })
  entityType!: string;

  @Column({ type: 'varchar', length: 64, name: 'entity_id' })
  entityId!: string;

  @Column({ type: 'simple-json', nullable: true })
  data!: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
