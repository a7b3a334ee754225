import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { UserProfile } from './profile.entity';

@Resolver()
export class SelfServiceResolver {
  @Access('signedIn')
  @Mutation(() => UserProfile, { description: '本人の電話番号を変更する' })
  updateMyTelephone(@Arg('telephone', () => String) telephone: string, @Ctx() context: Context): Promise<UserProfile> {
    return context.services.selfService.updateTelephone(context, telephone);
  }

  @Access('signedIn')
  @Mutation(() => UserProfile, { description: 'ダウンロードした資料の更新をメールで知らせるかを設定する（本人）' })
  setDocumentUpdateMails(
    @Arg('enabled', () => Boolean) enabled: boolean,
    @Ctx() context: Context,
  ): Promise<UserProfile> {
    return context.services.selfService.setDocumentUpdateMails(context, enabled);
  }

  @Access('signedIn')
  @Mutation(() => Boolean, {
    description:
      '退会する（本人）。確認のためログイン中のメールアドレスを渡す。会員情報を消去し、認証基盤のアカウントを削除する',
  })
  async deleteMyAccount(
    @Arg('confirmEmail', () => String) confirmEmail: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    // Sensitive: a recent second-factor check when the account has one (step-up).
    await context.services.secondFactor.requireRecent(context);
    return context.services.selfService.deleteMyAccount(context, confirmEmail);
  }
}
