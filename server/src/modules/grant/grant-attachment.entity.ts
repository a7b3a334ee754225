/**
 * A PDF published with a grant: its 公募要領 or another document. The file lives in the storage
 * under `storage_key` and is served to those who may read the grant's detail
 * (GET /api/grants/{grantId}/attachments/{id}). Its text for search is the file's row in
 * `file_texts` (modules/document-text).
 */
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

const bytes = { to: (v: unknown) => v, from: (v: unknown) => Number(v) };

@ObjectType({ description: '補助金の添付資料（PDF）', simpleResolvers: true })
@Entity('grant_attachments')
@Index('idx_grant_attachments_grant', ['grantId'])
export class GrantAttachment {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'int', name: 'grant_id' })
  grantId!: number;

  @Field(() => String, { description: 'guideline: 公募要領、other: その他の資料' })
  @Column({ type: 'varchar', length: 16 })
  kind!: string;

  @Field(() => String, { description: '資料名' })
  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 255, name: 'storage_key' })
  storageKey!: string;

  @Field(() => String, { description: 'ファイル名' })
  @Column({ type: 'varchar', length: 255, name: 'file_name' })
  fileName!: string;

  @Field(() => Float, { description: 'ファイルサイズ（バイト）' })
  @Column({ type: 'bigint', transformer: bytes })
  size!: number;

  /** The content's SHA-256 (hex) when known: an import skips a document it already holds. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256!: string | null;

  @Column({ type: 'int', name: 'sort_order', default: 0 })
  sortOrder!: number;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Field(() => String, { description: 'ダウンロードのURL（詳細を閲覧できる方のみ）' })
  get url(): string {
    return `/api/grants/${this.grantId}/attachments/${this.id}`;
  }
}
