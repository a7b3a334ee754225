/** The operator's grant editor (docs/operator-console.md): operator only, logic in GrantEditorService. */
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { EditorialListArgs, RecordRevisionView, revisionView } from '../editorial/editorial.types';
import {
  EditorialGrant,
  EditorialGrantPage,
  editorialGrant,
  editorialGrantRow,
  GrantInput,
} from './grant-editor.types';

@Resolver()
export class GrantEditorResolver {
  @Access('operator')
  @Query(() => EditorialGrantPage, {
    description: '補助金・交付金の一覧（運営者用、更新が新しい順、下書き・公開停止を含む）',
  })
  async editorialGrants(@Args(() => EditorialListArgs) args: EditorialListArgs, @Ctx() context: Context) {
    const page = await context.services.grantEditor.list(context, args);
    return { items: page.items.map(editorialGrantRow), total: page.total };
  }

  @Access('operator')
  @Query(() => EditorialGrant, { description: '補助金・交付金の編集内容（運営者用）' })
  async editorialGrant(@Arg('id', () => ID) id: string, @Ctx() context: Context) {
    return editorialGrant(await context.services.grantEditor.forEdit(context, id));
  }

  @Access('operator')
  @Query(() => [RecordRevisionView], { description: '補助金・交付金の変更履歴（新しい順）' })
  async grantHistory(@Arg('id', () => ID) id: string, @Ctx() context: Context) {
    return (await context.services.grantEditor.history(context, id)).map(revisionView);
  }

  @Access('operator')
  @Mutation(() => EditorialGrant, { description: '補助金・交付金を下書きとして作成する' })
  async createGrant(@Arg('input', () => GrantInput) input: GrantInput, @Ctx() context: Context) {
    return editorialGrant(await context.services.grantEditor.create(context, input));
  }

  @Access('operator')
  @Mutation(() => EditorialGrant, { description: '補助金・交付金を保存する（公開中なら直ちに反映）' })
  async updateGrant(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => GrantInput) input: GrantInput,
    @Ctx() context: Context,
  ) {
    return editorialGrant(await context.services.grantEditor.update(context, id, input));
  }

  @Access('operator')
  @Mutation(() => EditorialGrant, { description: '補助金・交付金を今すぐ公開する' })
  async publishGrant(@Arg('id', () => ID) id: string, @Ctx() context: Context) {
    return editorialGrant(await context.services.grantEditor.publish(context, id));
  }

  @Access('operator')
  @Mutation(() => EditorialGrant, { description: '補助金・交付金の公開を予約する（日本時間の日付と時刻）' })
  async scheduleGrant(
    @Arg('id', () => ID) id: string,
    @Arg('date', () => String, { description: 'YYYY-MM-DD' }) date: string,
    @Arg('time', () => String, { description: 'HH:MM（24時間表記）' }) time: string,
    @Ctx() context: Context,
  ) {
    return editorialGrant(await context.services.grantEditor.schedule(context, id, date, time));
  }

  @Access('operator')
  @Mutation(() => EditorialGrant, {
    description: '補助金・交付金の公開を停止する（理由は監査ログと変更履歴に残ります）',
  })
  async withdrawGrant(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() context: Context,
  ) {
    return editorialGrant(await context.services.grantEditor.withdraw(context, id, reason));
  }
}
