import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The text search reads of one stored PDF (document-text.service.ts), by its storage key. */
@Entity('file_texts')
export class FileText {
  @PrimaryColumn({ type: 'varchar', length: 255, name: 'storage_key' })
  storageKey!: string;

  /** FileTextStatus of document-text.service.ts. */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'text', nullable: true })
  text!: string | null;

  @Column({ type: 'int', nullable: true })
  pages!: number | null;

  @CreateDateColumn({ type: 'datetime', name: 'extracted_at' })
  extractedAt!: Date;
}
