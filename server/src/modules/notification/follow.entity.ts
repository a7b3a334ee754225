import type { FollowTopic } from '@portal/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A user follows a grant, solution, case or shared shortlist: its changes are mailed to them per
 * their notification settings (notification-dispatch.ts). One row per user and topic.
 */
@Entity('follows')
@Index('uq_follows_user_topic', ['userUid', 'topic', 'topicId'], { unique: true })
@Index('idx_follows_topic', ['topic', 'topicId'])
export class Follow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 128, name: 'user_uid' })
  userUid!: string;

  @Column({ type: 'varchar', length: 16 })
  topic!: FollowTopic;

  @Column({ type: 'int', name: 'topic_id' })
  topicId!: number;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
