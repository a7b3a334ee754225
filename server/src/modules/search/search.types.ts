/** GraphQL input and output shapes shared by the three section searches. */
import { ArgsType, Field, ID, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { CategoryCount } from '../category/category.entity';

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

  @Field(() => Int, { nullable: true, description: '年度の下限' })
  yearsLower?: number | null;

  @Field(() => Int, { nullable: true, description: '年度の上限' })
  yearsUpper?: number | null;

  @Field(() => [ID], { nullable: true, description: '対象を限定するレコードID' })
  ids?: string[] | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'ページ番号（1から、20件ずつ）' })
  page?: number | null;
}

@ObjectType({ description: 'カテゴリの参照' })
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
}

/** Builds the result type of one section's search around its summary type. */
export function SearchResult<T extends object>(name: string, itemType: ClassType<T>) {
  @ObjectType(name)
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
