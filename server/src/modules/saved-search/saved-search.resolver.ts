import type { AlertFrequency } from '@portal/shared';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { AlertFrequencyEnum, SavedSearchInput, SavedSearchView } from './saved-search.types';

@Resolver()
export class SavedSearchResolver {
  @Access('signedIn')
  @Sensitive()
  @Query(() => [SavedSearchView], { description: '保存した検索条件（新しい順、件数と新着件数つき）' })
  savedSearches(@Ctx() context: Context): Promise<SavedSearchView[]> {
    return context.services.savedSearches.list(context);
  }

  @Access('signedIn')
  @Mutation(() => SavedSearchView, { description: '検索条件を保存（1人50件まで）' })
  saveSearch(
    @Arg('input', () => SavedSearchInput) input: SavedSearchInput,
    @Ctx() context: Context,
  ): Promise<SavedSearchView> {
    return context.services.savedSearches.save(context, input);
  }

  @Access('signedIn')
  @Mutation(() => SavedSearchView, { description: '保存した検索条件を開いた（新着件数を0に戻す）' })
  markSavedSearchViewed(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<SavedSearchView> {
    return context.services.savedSearches.markViewed(context, id);
  }

  @Access('signedIn')
  @Mutation(() => SavedSearchView, { description: '保存した検索条件の新着メールを変更' })
  setSavedSearchAlert(
    @Arg('id', () => ID) id: string,
    @Arg('alert', () => AlertFrequencyEnum) alert: AlertFrequency,
    @Ctx() context: Context,
  ): Promise<SavedSearchView> {
    return context.services.savedSearches.setAlert(context, id, alert);
  }

  @Access('signedIn')
  @Mutation(() => Boolean, { description: '保存した検索条件を削除' })
  deleteSavedSearch(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.savedSearches.remove(context, id);
  }
}
