import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type CompanyRole = 'admin' | 'staff';

/** none: not a municipal registration; pending: waits for operator approval; approved: municipal; declined: an operator declined (mailed the reason). */
export type MunicipalStatus = 'none' | 'pending' | 'approved' | 'declined';

/**
 * The product's own profile of a Firebase user. Personal data:
 * only the user and operators can read it (docs/accounts-and-roles.md).
 */
@ObjectType({ description: '会員情報', simpleResolvers: true })
@Entity('user_profiles')
export class UserProfile {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 128 })
  uid!: string;

  @Field(() => String)
  @Index('idx_user_profiles_email')
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 32 })
  telephone!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64, name: 'last_name' })
  lastName!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64, name: 'first_name' })
  firstName!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64, name: 'last_name_kana' })
  lastNameKana!: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 64, name: 'first_name_kana' })
  firstNameKana!: string;

  @Field(() => String, { description: '部署名' })
  @Column({ type: 'varchar', length: 128 })
  division!: string;

  @Field(() => String, { description: '役職' })
  @Column({ type: 'varchar', length: 128 })
  position!: string;

  @Field(() => String, { description: '自治体名・所属組織名' })
  @Column({ type: 'varchar', length: 128 })
  organization!: string;

  /**
   * The municipality the member CLAIMS: derived from the typed 自治体名. It grants nothing by
   * itself; the shared shortlists use the confirmed one (municipality/municipal-membership.ts).
   */
  @Field(() => String, {
    nullable: true,
    description: '所属自治体の団体コード（自治体名から判定。確認できないときは null）',
  })
  @Column({ type: 'varchar', length: 6, name: 'municipality_code', nullable: true })
  municipalityCode!: string | null;

  /** An operator's confirmation of the member's municipality, valid for one address only. */
  @Column({ type: 'varchar', length: 6, name: 'confirmed_municipality_code', nullable: true })
  confirmedMunicipalityCode!: string | null;

  /** The (lower-case) address the operator's confirmation was made for. */
  @Column({ type: 'varchar', length: 254, name: 'municipality_confirmed_email', nullable: true })
  municipalityConfirmedEmail!: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'is_municipality', default: false })
  isMunicipality!: boolean;

  @Field(() => String)
  @Column({ type: 'varchar', length: 16, name: 'municipal_status', default: 'none' })
  municipalStatus!: MunicipalStatus;

  /**
   * The address that earned municipal status (lower-cased): one in a municipal domain, or the
   * address an operator approved. Municipal rights hold only while the caller's current, verified
   * address is this one (auth/roles.ts); it is kept when the user moves away, so returning to the
   * address (verified again) restores them.
   */
  @Column({ type: 'varchar', length: 254, name: 'municipal_email', nullable: true })
  municipalEmail!: string | null;

  /**
   * The (lower-case) address a 自治体管理者 removed from their municipality: a municipal domain no
   * longer earns standing for it by itself; only a new invitation (or single sign-on) does.
   */
  @Column({ type: 'varchar', length: 254, name: 'municipal_removed_email', nullable: true })
  municipalRemovedEmail!: string | null;

  /** Set for vendor users: the company they act for. */
  @Field(() => ID, { nullable: true })
  @Index('idx_user_profiles_company')
  @Column({ type: 'int', name: 'company_id', nullable: true })
  companyId!: number | null;

  /** The vendor user's role in their company: admin (管理者) runs its users, staff (担当者) works its leads. */
  @Field(() => String, { nullable: true, description: 'admin（管理者）・staff（担当者）。掲載企業のユーザーのみ' })
  @Column({ type: 'varchar', length: 16, name: 'company_role', nullable: true })
  companyRole!: CompanyRole | null;

  /** The operator's own business users: they see the solutions menu. */
  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'is_operator_business', default: false })
  isOperatorBusiness!: boolean;

  @Field(() => Date)
  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'datetime', name: 'updated_at' })
  updatedAt!: Date;

  // Member self-service (self-service.service.ts).
  @Field(() => Boolean, { description: 'ダウンロードした資料が更新されたときにメールで知らせるか' })
  @Column({ type: 'boolean', name: 'notify_document_updates', default: true })
  notifyDocumentUpdates!: boolean;

  /** 退会: when the member withdrew; the personal fields were cleared then (docs/accounts-and-roles.md). */
  @Column({ type: 'datetime', name: 'withdrawn_at', nullable: true })
  withdrawnAt!: Date | null;
}
