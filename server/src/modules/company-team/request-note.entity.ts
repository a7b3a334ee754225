import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A note on a received request, written by a user of the receiving company and read only by that
 * company's users (the requester never sees it; company-team/request-handling.ts).
 */
@Entity('document_request_notes')
@Index('idx_document_request_notes_request', ['requestId', 'id'])
export class DocumentRequestNote {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'request_id' })
  requestId!: number;

  @Column({ type: 'int', name: 'company_id' })
  companyId!: number;

  @Column({ type: 'varchar', length: 128, name: 'author_uid' })
  authorUid!: string;

  @Column({ type: 'text' })
  body!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
