import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { ListingInput } from './listing.inputs';
import { linkTitlesOf } from '../links/links.types';
import { Listing, toListing } from './listing.types';

@Resolver()
export class ListingResolver {
  @Access('vendor')
  @Query(() => [Listing], { description: '自社のソリューション（掲載企業）' })
  async myListings(@Ctx() context: Context): Promise<Listing[]> {
    return (await context.services.listings.mine(context)).map((s) =>
      toListing(s, linkTitlesOf(context.services.search)),
    );
  }

  @Access('vendor', 'operator')
  @Query(() => Listing, { description: '編集するソリューション（自社のもの。運営者はすべて）' })
  async listing(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Listing> {
    return toListing(await context.services.listings.forEdit(context, id), linkTitlesOf(context.services.search));
  }

  @Access('operator')
  @Query(() => [Listing], { description: '審査待ちのソリューションと変更（運営者のみ）' })
  async listingsForReview(@Ctx() context: Context): Promise<Listing[]> {
    return (await context.services.listings.awaitingReview()).map((s) =>
      toListing(s, linkTitlesOf(context.services.search)),
    );
  }

  @Access('vendor')
  @Mutation(() => Listing, { description: 'ソリューションの新規作成（submit で審査へ送る。既定は下書き）' })
  async createListing(
    @Arg('input', () => ListingInput) input: ListingInput,
    @Arg('submit', () => Boolean, { nullable: true, description: 'true で審査へ送る（省略時は下書き保存）' })
    submit: boolean | null,
    @Ctx() context: Context,
  ): Promise<Listing> {
    return toListing(
      await context.services.listings.create(context, input, submit === true),
      linkTitlesOf(context.services.search),
    );
  }

  @Access('vendor', 'operator')
  @Mutation(() => Listing, {
    description: 'ソリューションの保存（submit で審査へ送る）。公開中の掲載は承認まで公開中の版のまま',
  })
  async updateListing(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ListingInput) input: ListingInput,
    @Arg('submit', () => Boolean, { nullable: true, description: 'true で審査へ送る（省略時は下書き保存）' })
    submit: boolean | null,
    @Ctx() context: Context,
  ): Promise<Listing> {
    return toListing(
      await context.services.listings.update(context, id, input, submit === true),
      linkTitlesOf(context.services.search),
    );
  }

  @Access('operator')
  @Mutation(() => Listing, { description: '審査待ちのソリューション（または変更）を公開する（運営者のみ）' })
  async publishListing(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Listing> {
    return toListing(await context.services.listings.publish(context, id), linkTitlesOf(context.services.search));
  }

  @Access('operator')
  @Mutation(() => Listing, {
    description: '審査待ちのソリューション（または変更）を理由を添えて差し戻す（運営者のみ）',
  })
  async returnListing(
    @Arg('id', () => ID) id: string,
    @Arg('comment', () => String) comment: string,
    @Ctx() context: Context,
  ): Promise<Listing> {
    return toListing(
      await context.services.listings.returnToVendor(context, id, comment),
      linkTitlesOf(context.services.search),
    );
  }
}
