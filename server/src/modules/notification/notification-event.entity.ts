import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FollowTopic, NotificationKind } from '@portal/shared';

/** What changed, as the mail says it: `[label, before, after]` lines, or a sentence (`[label, null, text]`). */
export type EventLine = [string, string | null, string | null];

const json = {
  to: (v: EventLine[]) => JSON.stringify(v),
  from: (v: string | null): EventLine[] => (v ? (JSON.parse(v) as EventLine[]) : []),
};

/**
 * Something followers are told about, written in the transaction of the change itself (an
 * editor's save, an import's chunk, a listing's publication, a shortlist edit), so a change is
 * announced exactly when it commits. `dispatchedAt` is set, once, by the process that fans it out.
 */
@Entity('notification_events')
@Index('idx_notification_events_pending', ['dispatchedAt', 'id'])
export class NotificationEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 24 })
  kind!: NotificationKind;

  @Column({ type: 'varchar', length: 16 })
  topic!: FollowTopic;

  @Column({ type: 'int', name: 'topic_id' })
  topicId!: number;

  /** The record's (or list's) title when the change was made. */
  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text', transformer: json })
  lines!: EventLine[];

  /** Who made the change, as the mail names them (a colleague's name; 運営事務局; an import). */
  @Column({ type: 'varchar', length: 128, name: 'actor_name' })
  actorName!: string;

  /** The user who made it: they are not told of their own change. */
  @Column({ type: 'varchar', length: 128, name: 'actor_uid', nullable: true })
  actorUid!: string | null;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'datetime', name: 'dispatched_at', nullable: true })
  dispatchedAt!: Date | null;
}
