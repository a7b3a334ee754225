/** What the operator console, the shortlist page and the municipality pickers read. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Municipality } from './municipality.entity';

@ObjectType({ description: '自治体の候補（自治体を選ぶ欄の検索結果）', simpleResolvers: true })
export class MunicipalityOption {
  @Field(() => ID, { description: '全国地方公共団体コード（6桁）' }) code!: string;
  @Field(() => String, { description: '正式名称' }) name!: string;
  @Field(() => String, { description: '読み（ひらがな）' }) reading!: string;
  @Field(() => String, {
    description:
      'ほかに同名の自治体があれば都道府県名を前に付けた名称（例: 東京都府中市）。自治体名の欄にはこれを入れる',
  })
  qualifiedName!: string;
  @Field(() => String, { description: '都道府県のID（101〜147）' }) prefectureId!: string;
  @Field(() => String, { description: '都道府県名（都道府県そのものなら自身の名称）' }) prefectureName!: string;
  @Field(() => String, { description: 'prefecture・designated・core・city・special-ward・town・village' })
  kind!: string;
  @Field(() => String, { description: '区分の表示名（都道府県・政令指定都市・中核市・市・特別区・町・村）' })
  kindLabel!: string;
  @Field(() => Int, { description: '人口（国勢調査）' }) population!: number;
}

@ObjectType({ description: 'メールドメインと自治体の対応（運営者が確認したもの）', simpleResolvers: true })
export class MunicipalDomainView {
  @Field(() => String, { description: 'メールアドレスの @ より後ろ（例: city.sapporo.lg.jp）' }) domain!: string;
  @Field(() => Municipality) municipality!: Municipality;
  @Field(() => Int, { description: 'このドメインの確認済みアドレスを持つ自治体職員の数' }) memberCount!: number;
  @Field(() => Date, { description: '確認（または変更）された日時' }) confirmedAt!: Date;
}

@ObjectType({ description: '所属自治体が確認されていない自治体職員（運営者の画面用）', simpleResolvers: true })
export class UnconfirmedMember {
  @Field(() => ID) uid!: string;
  @Field(() => String, { description: '氏名' }) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'メールアドレスのドメイン' }) emailDomain!: string;
  @Field(() => String, { description: '申告された自治体名・所属組織名' }) organization!: string;
  @Field(() => String) division!: string;
  @Field(() => String) position!: string;
  @Field(() => Municipality, { nullable: true, description: '申告された自治体名から分かる自治体' })
  claimedMunicipality!: Municipality | null;
  @Field(() => Municipality, { nullable: true, description: 'ドメインに結び付けられている自治体' })
  domainMunicipality!: Municipality | null;
  @Field(() => Boolean, { description: 'ドメインを自治体に結び付けられるか（自治体ドメインのとき）' })
  domainBindable!: boolean;
}

@ObjectType({ description: '所属自治体が未確認の自治体職員の一覧の1ページ', simpleResolvers: true })
export class UnconfirmedMemberPage {
  @Field(() => Int) total!: number;
  @Field(() => [UnconfirmedMember]) items!: UnconfirmedMember[];
}

@ObjectType({ description: '共有リストのための所属自治体の確認状況（本人用）', simpleResolvers: true })
export class MunicipalMembershipView {
  @Field(() => String, {
    description:
      'confirmed（確認済み）・domain-unbound（ドメイン未確認）・claim-mismatch（申告と不一致）・not-municipal',
  })
  state!: string;
  @Field(() => Municipality, { nullable: true, description: '確認済みの所属自治体' })
  municipality!: Municipality | null;
  @Field(() => String, { description: '申告された自治体名' }) organization!: string;
}
