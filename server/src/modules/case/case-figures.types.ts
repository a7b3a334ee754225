/** 導入費用・効果 of a case study as GraphQL answers them (rules: shared/src/cases/figures.ts). */
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '導入にかかった費用と期間（円・か月、未公表の項目は null）', simpleResolvers: true })
export class CaseCosts {
  @Field(() => Float, { nullable: true, description: '導入費用（初期費用、円）' })
  initialCost!: number | null;

  @Field(() => Float, { nullable: true, description: '年間費用（運用・保守、円）' })
  annualCost!: number | null;

  @Field(() => Float, { nullable: true, description: '補助金充当額（円）' })
  subsidyAmount!: number | null;

  @Field(() => Int, { nullable: true, description: '導入期間（か月）' })
  periodMonths!: number | null;
}

@ObjectType({ description: '導入効果の指標（導入前・導入後と単位）', simpleResolvers: true })
export class CaseKpi {
  @Field(() => String, { description: '指標名（例: 窓口待ち時間）' })
  label!: string;

  @Field(() => Float, { nullable: true })
  before!: number | null;

  @Field(() => Float, { nullable: true })
  after!: number | null;

  @Field(() => String, { description: '単位（例: 分、時間/年）' })
  unit!: string;
}

@InputType({ description: '導入効果の指標（空の行は無視されます）' })
export class CaseKpiInput {
  @Field(() => String, { nullable: true })
  label?: string | null;

  @Field(() => String, { nullable: true, description: '数値（全角・桁区切りも可）' })
  before?: string | null;

  @Field(() => String, { nullable: true })
  after?: string | null;

  @Field(() => String, { nullable: true })
  unit?: string | null;
}

@InputType({ description: '導入事例の費用と効果（空欄は「未公表」）' })
export class CaseFiguresInput {
  @Field(() => String, { nullable: true, description: '導入費用（円）' })
  initialCost?: string | null;

  @Field(() => String, { nullable: true, description: '年間費用（円）' })
  annualCost?: string | null;

  @Field(() => String, { nullable: true, description: '補助金充当額（円）' })
  subsidyAmount?: string | null;

  @Field(() => String, { nullable: true, description: '導入期間（か月）' })
  periodMonths?: string | null;

  @Field(() => [CaseKpiInput], { nullable: true })
  kpis?: CaseKpiInput[] | null;
}
