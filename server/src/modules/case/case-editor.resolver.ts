/** The operator's case editor (docs/operator-console.md): operator only, logic in CaseEditorService. */
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { EditorialListArgs, RecordRevisionView, revisionView } from '../editorial/editorial.types';
import type { Case } from './case.entity';
import { CaseInput, EditorialCase, EditorialCasePage, editorialCase, editorialCaseRow } from './case-editor.types';

async function view(context: Context, record: Case): Promise<EditorialCase> {
  return editorialCase(record, await context.services.caseEditor.references(record));
}

@Resolver()
export class CaseEditorResolver {
  @Access('operator')
  @Query(() => EditorialCasePage, { description: '導入事例の一覧（運営者用、更新が新しい順、下書き・公開停止を含む）' })
  async editorialCases(@Args(() => EditorialListArgs) args: EditorialListArgs, @Ctx() context: Context) {
    const page = await context.services.caseEditor.list(context, args);
    return { items: page.items.map(editorialCaseRow), total: page.total };
  }

  @Access('operator')
  @Query(() => EditorialCase, { description: '導入事例の編集内容（運営者用）' })
  async editorialCase(@Arg('id', () => ID) id: string, @Ctx() context: Context) {
    return view(context, await context.services.caseEditor.forEdit(context, id));
  }

  @Access('operator')
  @Query(() => [RecordRevisionView], { description: '導入事例の変更履歴（新しい順）' })
  async caseHistory(@Arg('id', () => ID) id: string, @Ctx() context: Context) {
    return (await context.services.caseEditor.history(context, id)).map(revisionView);
  }

  @Access('operator')
  @Mutation(() => EditorialCase, { description: '導入事例を下書きとして作成する' })
  async createCase(@Arg('input', () => CaseInput) input: CaseInput, @Ctx() context: Context) {
    return view(context, await context.services.caseEditor.create(context, input));
  }

  @Access('operator')
  @Mutation(() => EditorialCase, { description: '導入事例を保存する（公開中なら直ちに反映）' })
  async updateCase(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CaseInput) input: CaseInput,
    @Ctx() context: Context,
  ) {
    return view(context, await context.services.caseEditor.update(context, id, input));
  }

  @Access('operator')
  @Mutation(() => EditorialCase, { description: '導入事例を今すぐ公開する' })
  async publishCase(@Arg('id', () => ID) id: string, @Ctx() context: Context) {
    return view(context, await context.services.caseEditor.publish(context, id));
  }

  @Access('operator')
  @Mutation(() => EditorialCase, { description: '導入事例の公開を予約する（日本時間の日付と時刻）' })
  async scheduleCase(
    @Arg('id', () => ID) id: string,
    @Arg('date', () => String, { description: 'YYYY-MM-DD' }) date: string,
    @Arg('time', () => String, { description: 'HH:MM（24時間表記）' }) time: string,
    @Ctx() context: Context,
  ) {
    return view(context, await context.services.caseEditor.schedule(context, id, date, time));
  }

  @Access('operator')
  @Mutation(() => EditorialCase, { description: '導入事例の公開を停止する（理由は監査ログと変更履歴に残ります）' })
  async withdrawCase(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() context: Context,
  ) {
    return view(context, await context.services.caseEditor.withdraw(context, id, reason));
  }
}
