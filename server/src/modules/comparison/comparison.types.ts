/** A side-by-side comparison of 2–4 solutions, as the page and the export read it. */
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: '比較表のリンク（ポータル内のパス）', simpleResolvers: true })
export class ComparisonLink {
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'ポータル内のパス（/cases/shows/12 など）' }) path!: string;
}

@ObjectType({ description: '比較表の1マス', simpleResolvers: true })
export class ComparisonCell {
  @Field(() => [String], { description: '値（複数あるときは1つずつ。空なら空の配列）' }) values!: string[];
  @Field(() => [ComparisonLink]) links!: ComparisonLink[];
  @Field(() => String, { description: '表示・出力用の文字列（空なら「未記載」）' }) text!: string;
  @Field(() => Boolean, { description: '未記載' }) empty!: boolean;
}

@ObjectType({ description: '比較表の1行（項目）', simpleResolvers: true })
export class ComparisonRow {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean, { description: 'ソリューションによって値が異なる' }) differs!: boolean;
  @Field(() => [ComparisonCell], { description: '列の順' }) cells!: ComparisonCell[];
}

@ObjectType({ description: '比較表の1列（ソリューション）', simpleResolvers: true })
export class ComparisonColumn {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String, { description: '詳細ページのパス' }) path!: string;
}

@ObjectType({ description: 'ソリューションの比較表', simpleResolvers: true })
export class SolutionComparison {
  @Field(() => [ComparisonColumn]) columns!: ComparisonColumn[];
  @Field(() => [ComparisonRow]) rows!: ComparisonRow[];
}
