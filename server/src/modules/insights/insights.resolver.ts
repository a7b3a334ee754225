import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { ListingInsights } from './insights.types';

/** Listing insights (docs/insights.md): counted for municipal staff, read by vendors and the operator. */
@Resolver()
export class InsightsResolver {
  @Access('vendor', 'operator')
  @Query(() => ListingInsights, {
    description:
      '掲載の反響（自社のソリューションのみ。運営者は全体）。自治体名・利用者名は含まず、自治体数が5未満の区分は「5未満」',
  })
  listingInsights(
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD（省略時は30日前）' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD（省略時は今日）' }) to: string | null,
    @Arg('listingId', () => ID, { nullable: true, description: '1件に絞る（省略時は対象のすべて）' })
    listingId: string | null,
    @Ctx() context: Context,
  ): Promise<ListingInsights> {
    return context.services.insights.insights(context, { from, to, listingId });
  }

  @Access('signedIn')
  @RateLimit('search')
  @Mutation(() => Boolean, {
    description:
      '資料請求リストへの追加・比較を数える（自治体職員の分だけ。集計は数秒ごと。検索結果での表示と詳細の閲覧はサーバーが数える）',
  })
  recordListingEvents(
    @Arg('event', () => String, { description: 'basket・compare' }) event: string,
    @Arg('listingIds', () => [ID]) listingIds: string[],
    @Ctx() context: Context,
  ): boolean {
    return context.services.insights.report(context, event, listingIds);
  }
}
