/** Listing insights as the vendor's and the operator's screens read them (docs/insights.md). */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '反響の集計の1マス（自治体数が5未満なら件数を伏せる）', simpleResolvers: true })
export class InsightCell {
  @Field(() => String, { description: '区分（日付・地方・規模・種別の id）' }) segment!: string;
  @Field(() => String, { description: '区分の表示名' }) label!: string;
  @Field(() => String, { description: 'impression・view・basket・compare・bookmark・download・request' })
  event!: string;
  @Field(() => Int, { nullable: true, description: '件数（自治体数が5未満のときは null）' }) count!: number | null;
  @Field(() => String, { description: '表示する値：件数、または「5未満」' }) display!: string;
}

@ObjectType({ description: '反響の対象ソリューション', simpleResolvers: true })
export class InsightListing {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
}

@ObjectType({ description: '資料請求への対応の速さ（時間）', simpleResolvers: true })
export class InsightResponseTimes {
  @Field(() => Int, { description: '期間内に届いた資料請求の件数（ソリューションごと）' }) requests!: number;
  @Field(() => Float, { nullable: true, description: '最初に開くまでの時間の中央値' }) firstOpenHours!: number | null;
  @Field(() => Float, { nullable: true, description: '回答済にするまでの時間の中央値' }) answerHours!: number | null;
  @Field(() => Float, { nullable: true, description: 'ポータル全体の、最初に開くまでの中央値' })
  platformFirstOpenHours!: number | null;
  @Field(() => Float, { nullable: true, description: 'ポータル全体の、回答済にするまでの中央値' })
  platformAnswerHours!: number | null;
}

@ObjectType({
  description: '掲載の反響（日ごと・地方・規模・種別。自治体名・利用者名は含まない）',
  simpleResolvers: true,
})
export class ListingInsights {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => [InsightListing], { description: '集計の対象' }) listings!: InsightListing[];
  @Field(() => [InsightCell], { description: '期間の合計（segment は total）' }) totals!: InsightCell[];
  @Field(() => [InsightCell], { description: '日ごと（segment は YYYY-MM-DD）' }) daily!: InsightCell[];
  @Field(() => [InsightCell], { description: '地方ごと' }) byRegion!: InsightCell[];
  @Field(() => [InsightCell], { description: '人口規模ごと' }) bySize!: InsightCell[];
  @Field(() => [InsightCell], { description: '団体の種別ごと' }) byKind!: InsightCell[];
  @Field(() => InsightResponseTimes) responseTimes!: InsightResponseTimes;
  @Field(() => [InsightCell], { nullable: true, description: 'ポータル全体の合計（運営者のみ）' })
  platformTotals!: InsightCell[] | null;
}
