/** GraphQL input and output shapes shared by the three section searches. */
import { SORT_OPTIONS, type FilterKey, type SortId } from '@portal/shared';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { CategoryCount } from '../category/category.entity';

export const SearchSort = Object.fromEntries(SORT_OPTIONS.map((o) => [o.id, o.id])) as { [K in SortId]: K };
registerEnumType(SearchSort, {
  name: 'SearchSort',
  description: '並び順',
  valuesConfig: Object.fromEntries(SORT_OPTIONS.map((o) => [o.id, { description: o.label }])),
});

@InputType({ description: '検索条件（未指定の項目は絞り込みなし）' })
export class SearchInput {
  @Field(() => String, { nullable: true, description: 'キーワード。空白（全角・半角）区切りはすべてを含むものに一致' })
  keyword?: string | null;

  @Field(() => [ID], { nullable: true, description: 'カテゴリID（01〜12、いずれかに一致）' })
  categories?: string[] | null;

  @Field(() => [ID], {
    nullable: true,
    description: '地域ID（全国 sot7sgo06・都道府県 101〜147・地方 101_subnames など）',
  })
  affiliations?: string[] | null;

  @Field(() => [ID], { nullable: true, description: '実施機関・実施主体の区分ID' })
  organizations?: string[] | null;

  @Field(() => [ID], { nullable: true, description: '自治体区分ID' })
  cities?: string[] | null;

  @Field(() => [ID], { nullable: true, description: '人口規模ID' })
  populations?: string[] | null;

  @Field(() => [ID], {
    nullable: true,
    description:
      '受付状況（補助金のみ。upcoming・open・closing・closed・ongoing、いずれかに一致。日本時間の今日で判定）',
  })
  statuses?: string[] | null;

  @Field(() => [ID], { nullable: true, description: '所管省庁ID（補助金のみ）' })
  ministries?: string[] | null;

  @Field(() => [ID], {
    nullable: true,
    description: '上限額の範囲ID（補助金のみ。under-5m・5m-10m・10m-50m・50m-100m・over-100m）',
  })
  amounts?: string[] | null;

  @Field(() => [ID], {
    nullable: true,
    description: '他の情報との関連（grant: ソリューションは補助金対象、事例は補助金活用あり）',
  })
  links?: string[] | null;

  @Field(() => String, { nullable: true, description: '締切日がこの日以降（YYYY-MM-DD、補助金のみ。月表示用）' })
  deadlineFrom?: string | null;

  @Field(() => String, { nullable: true, description: '締切日がこの日以前（YYYY-MM-DD、補助金のみ）' })
  deadlineTo?: string | null;

  @Field(() => Int, { nullable: true, description: '年度の下限' })
  yearsLower?: number | null;

  @Field(() => Int, { nullable: true, description: '年度の上限' })
  yearsUpper?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '自分の自治体と同規模（導入事例・ソリューションのみ。所属自治体が確認できる利用者だけが使え、区分と人口規模が同じ自治体の事例、その事例で使われたソリューションに絞る）',
  })
  sameSize?: boolean | null;

  @Field(() => [ID], { nullable: true, description: '対象を限定するレコードID' })
  ids?: string[] | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'ページ番号（1から、20件ずつ）' })
  page?: number | null;

  @Field(() => SearchSort, {
    nullable: true,
    description:
      '並び順。省略時はキーワードがあれば関連度順、なければ新着順（補助金は受付中を優先）。キーワードなしの関連度順は省略時と同じ。applicable は受付中（締切が近い順）、通年・随時、公募予定、受付終了の順、deadline は締切が近い順（どちらも補助金のみ、受付終了は最後）',
  })
  sort?: SortId | null;
}

@ObjectType({ description: '一致箇所（snippet.text の中の位置。UTF-16 の単位で数える）', simpleResolvers: true })
export class Highlight {
  @Field(() => Int)
  start!: number;

  @Field(() => Int)
  length!: number;
}

@ObjectType({ description: '本文の一致箇所の前後（約80文字、正規化済みの文字列）', simpleResolvers: true })
export class Snippet {
  @Field(() => String)
  text!: string;

  @Field(() => [Highlight])
  highlights!: Highlight[];

  @Field(() => Boolean, { description: '一致が添付資料（公募要領・サービス資料）の中だけにある（「資料内」）' })
  inDocument!: boolean;
}

@ObjectType({ description: '一件も見つからなかったとき、その条件だけを外した場合の件数', simpleResolvers: true })
export class FilterRelaxation {
  @Field(() => String, {
    description:
      '条件（categories・affiliations・organizations・cities・populations・years・statuses・ministries・amounts・links・sameSize）',
  })
  filter!: FilterKey;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: '入力候補', simpleResolvers: true })
export class Suggestion {
  @Field(() => String)
  term!: string;

  @Field(() => Int, { description: 'この語で検索したときの件数（前の語との組み合わせ、一覧の既定の絞り込みを含む）' })
  count!: number;
}

@ObjectType({ description: 'カテゴリの参照', simpleResolvers: true })
export class CategoryRef {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

export interface SearchResultShape<T> {
  items: T[];
  totalCount: number;
  page: number;
  maxPage: number;
  categoryCounts: CategoryCount[];
  relaxations: FilterRelaxation[];
}

/** Builds the result type of one section's search around its summary type. */
export function SearchResult<T extends object>(name: string, itemType: ClassType<T>) {
  @ObjectType(name, { simpleResolvers: true })
  class SearchResultClass implements SearchResultShape<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int, { description: '条件に一致する件数' })
    totalCount!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int, { description: 'ceil(totalCount / 20)、最小 1' })
    maxPage!: number;

    @Field(() => [CategoryCount], { description: 'カテゴリ別件数（カテゴリ以外の条件で集計）' })
    categoryCounts!: CategoryCount[];

    @Field(() => [FilterRelaxation], {
      description: '0件で絞り込み条件があるとき、条件ごとにそれだけを外した場合の件数（それ以外は空）',
    })
    relaxations!: FilterRelaxation[];
  }
  return SearchResultClass;
}

/**
 * Most records one page of a fetch-all list holds, and the page when none is asked for (every
 * record of the demo corpus). graphql/answer-size.ts charges a page in full.
 */
export const LIST_PAGE_MAX = 500;

@ArgsType()
export class ListPageArgs {
  @Field(() => Int, { nullable: true, defaultValue: LIST_PAGE_MAX, description: `件数（1〜${LIST_PAGE_MAX}）` })
  limit?: number | null;

  @Field(() => ID, { nullable: true, description: '前のページの最後の項目のID。省略時は先頭から' })
  after?: string | null;
}
