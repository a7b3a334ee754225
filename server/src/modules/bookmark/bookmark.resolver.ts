import type { Section } from '@portal/shared';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { SectionEnum } from '../category/section.enum';
import { BookmarkInput, BookmarkView } from './bookmark.types';

@Resolver()
export class BookmarkResolver {
  @Access('signedIn')
  @Sensitive()
  @Query(() => [BookmarkView], { description: '自分のお気に入り（新しい順）' })
  bookmarks(
    @Arg('section', () => SectionEnum, { nullable: true }) section: Section | null,
    @Ctx() context: Context,
  ): Promise<BookmarkView[]> {
    return context.services.bookmarks.list(context, section ?? null);
  }

  @Access('signedIn')
  @Query(() => [ID], { description: '区分ごとの、お気に入りに入れたレコードID（一覧のボタン表示用）' })
  bookmarkedIds(@Arg('section', () => SectionEnum) section: Section, @Ctx() context: Context): Promise<string[]> {
    return context.services.bookmarks.ids(context, section);
  }

  @Access('signedIn')
  @Mutation(() => BookmarkView, { description: 'お気に入りに追加（登録済みならメモを更新）。1人500件まで' })
  async addBookmark(
    @Arg('input', () => BookmarkInput) input: BookmarkInput,
    @Ctx() context: Context,
  ): Promise<BookmarkView> {
    const view = await context.services.bookmarks.add(context, input);
    if (input.section === 'solutions')
      context.services.insightRecorder.record(context, 'bookmark', [Number(input.recordId)]);
    return view;
  }

  @Access('signedIn')
  @Mutation(() => Boolean, { description: 'お気に入りから外す（入っていなければ false）' })
  removeBookmark(
    @Arg('section', () => SectionEnum) section: Section,
    @Arg('recordId', () => ID) recordId: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return context.services.bookmarks.remove(context, section, recordId);
  }
}
