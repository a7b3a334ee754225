import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type CompanyStatus = 'pending' | 'approved' | 'suspended';

/** A vendor (企業) that lists solutions. */
@ObjectType({ description: '掲載企業', simpleResolvers: true })
@Entity('companies')
export class Company {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 128 })
  name!: string;

  /** 法人番号 (13 digits) when the company has one. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 13, name: 'corporate_number', nullable: true })
  corporateNumber!: string | null;

  @Field(() => String)
  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  url!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Where document requests and inquiries for this vendor are mailed (never shown publicly). */
  @Column({ type: 'varchar', length: 254, name: 'contact_email', nullable: true })
  contactEmail!: string | null;

  @Field(() => String, { description: 'pending（承認待ち）・approved・suspended' })
  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: CompanyStatus;

  @Field(() => Date)
  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;
}
