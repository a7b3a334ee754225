import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: '対象となる補助金・交付金と、当てはまる対象経費のメモ' })
export class ListingGrantLinkInput {
  @Field(() => ID)
  grantId!: string;

  @Field(() => String, { description: '対象経費のメモ（200文字以内）' })
  note!: string;
}

@InputType({ description: 'アップロード済みのファイル（POST /api/uploads の結果）' })
export class ListingFileInput {
  @Field(() => String, { description: 'サーバーが発行したキー' })
  key!: string;

  @Field(() => String, { description: '元のファイル名' })
  name!: string;

  @Field(() => String, { description: '種類（サーバーは内容から判定した種類を使う）' })
  kind!: string;
}

@InputType({ description: '本社・支社' })
export class OfficeInput {
  @Field(() => String)
  officeName!: string;

  @Field(() => String)
  address!: string;
}

@InputType({ description: 'ソリューション掲載情報（編集内容）' })
export class ListingInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => [ID], { description: 'カテゴリー（1〜3）' })
  categoryIds!: string[];

  @Field(() => ListingFileInput, { nullable: true })
  thumbnail?: ListingFileInput | null;

  @Field(() => [ListingFileInput])
  images!: ListingFileInput[];

  @Field(() => ListingFileInput, { nullable: true, description: '紹介動画（mp4）' })
  video?: ListingFileInput | null;

  @Field(() => String, { description: '紹介動画のURL（http・https）' })
  videoUrl!: string;

  @Field(() => [String])
  detailItems!: string[];

  @Field(() => [String])
  titleItems!: string[];

  @Field(() => [String])
  explainItems!: string[];

  @Field(() => [ID], { description: '対象地域（地域・地方）' })
  areaIds!: string[];

  @Field(() => [OfficeInput])
  offices!: OfficeInput[];

  @Field(() => ListingFileInput, { nullable: true, description: '資料（PDF）' })
  document?: ListingFileInput | null;

  // Price and certification fields: optional so older clients keep working.
  @Field(() => String, { nullable: true, description: '初期費用（円、半角数字。空欄可）' })
  initialCost?: string | null;

  @Field(() => String, { nullable: true, description: '年額費用（円、半角数字。空欄可）' })
  annualCost?: string | null;

  @Field(() => String, { nullable: true, description: '料金の単位（PRICING_UNITS のキー。空欄可）' })
  pricingUnit?: string | null;

  @Field(() => String, { nullable: true, description: '無料トライアル（yes・no・unknown）' })
  freeTrial?: string | null;

  @Field(() => String, { nullable: true, description: '価格の補足' })
  priceText?: string | null;

  @Field(() => String, { nullable: true, description: 'サポート対応時間' })
  supportHours?: string | null;

  @Field(() => String, { nullable: true, description: '導入・納品までの期間' })
  deliveryPeriod?: string | null;

  @Field(() => [String], { nullable: true, description: 'セキュリティ認証・登録（ismap・isms・pmark・lgwan_asp）' })
  certifications?: string[] | null;
  @Field(() => [ListingGrantLinkInput], {
    nullable: true,
    description: '活用できる補助金・交付金（省略時は変更なし）。掲載内容と一緒に審査される',
  })
  grantLinks?: ListingGrantLinkInput[] | null;

  @Field(() => [ID], { nullable: true, description: 'このソリューションの導入事例（省略時は変更なし）' })
  caseIds?: string[] | null;
}
