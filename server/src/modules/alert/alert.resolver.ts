import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { searchIdOf } from './alert-stop-links';
import { AlertStopResult } from './alert.types';

@Resolver()
export class AlertResolver {
  /** Public: the mail's stop link works without signing in; its one-time token is the authority. */
  @Access('public')
  @Mutation(() => AlertStopResult, {
    description: 'メールの停止リンク（メールごとの使い切りトークン）で新着メールを止める',
  })
  stopAlert(
    @Arg('token', () => String) token: string,
    @Arg('search', () => ID, {
      nullable: true,
      description: 'リンクがあった保存した検索条件（省略時はメールのすべて）',
    })
    search: string | null,
    @Ctx() context: Context,
  ): Promise<AlertStopResult> {
    return context.services.alerts.stop(token, searchIdOf(search), context.viewer?.uid ?? null);
  }
}
