import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { ShortlistEntryInput, ShortlistEntryUpdateInput, ShortlistView } from './shortlist.types';

/** Municipal staff only; the service keeps each list to its own municipality. */
@Resolver()
export class ShortlistResolver {
  @Access('municipal')
  @Sensitive()
  @Query(() => [ShortlistView], { description: '所属自治体の共有リスト（新しい順）' })
  shortlists(@Ctx() context: Context): Promise<ShortlistView[]> {
    return context.services.shortlists.list(context);
  }

  @Access('municipal')
  @Mutation(() => ShortlistView, { description: '共有リストを作成（1自治体20件まで）' })
  createShortlist(@Arg('name', () => String) name: string, @Ctx() context: Context): Promise<ShortlistView> {
    return context.services.shortlists.create(context, name);
  }

  @Access('municipal')
  @Mutation(() => Boolean, { description: '共有リストを削除（項目も消える）' })
  deleteShortlist(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.shortlists.remove(context, id);
  }

  @Access('municipal')
  @Mutation(() => ShortlistView, { description: '共有リストに追加（同じ掲載は1回だけ）' })
  addShortlistEntry(
    @Arg('input', () => ShortlistEntryInput) input: ShortlistEntryInput,
    @Ctx() context: Context,
  ): Promise<ShortlistView> {
    return context.services.shortlists.addEntry(context, input);
  }

  @Access('municipal')
  @Mutation(() => ShortlistView, { description: '共有リストの項目の検討状況・メモを更新' })
  updateShortlistEntry(
    @Arg('input', () => ShortlistEntryUpdateInput) input: ShortlistEntryUpdateInput,
    @Ctx() context: Context,
  ): Promise<ShortlistView> {
    return context.services.shortlists.updateEntry(context, input);
  }

  @Access('municipal')
  @Mutation(() => ShortlistView, { description: '共有リストから項目を外す' })
  removeShortlistEntry(@Arg('entryId', () => ID) entryId: string, @Ctx() context: Context): Promise<ShortlistView> {
    return context.services.shortlists.removeEntry(context, entryId);
  }
}
