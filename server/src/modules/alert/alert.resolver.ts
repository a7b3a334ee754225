import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { AlertStopResult } from './alert.types';

@Resolver()
export class AlertResolver {
  /** Public: the mail's stop link works without signing in; the signed token is the authority. */
  @Access('public')
  @Mutation(() => AlertStopResult, { description: 'メールの停止リンク（署名つきトークン）で新着メールを止める' })
  stopAlert(@Arg('token', () => String) token: string, @Ctx() context: Context): Promise<AlertStopResult> {
    return context.services.alerts.stop(token, context.viewer?.uid ?? null);
  }
}
