import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { MunicipalSsoSettingInput, MunicipalSsoSettingView, SingleSignOnProvider } from './sso.types';

/**
 * Single sign-on: the municipalities that offer it (public, for the sign-in page), their settings
 * (an operator, or that municipality's administrator: checked in the service), and the browser's
 * one-time code after the IdP's callback (/sso/oidc/callback), exchanged for a custom token.
 */
@Resolver()
export class SsoResolver {
  @Access('public')
  @RateLimit('search')
  @Query(() => [SingleSignOnProvider], { description: 'シングルサインオンを使える自治体' })
  singleSignOnProviders(@Ctx() context: Context): Promise<SingleSignOnProvider[]> {
    return context.services.ssoSettings.providers();
  }

  @Access('signedIn')
  @Query(() => String, { description: 'IdP に登録する戻り先（リダイレクト URI）' })
  singleSignOnCallbackUrl(@Ctx() context: Context): string {
    return context.services.ssoSettings.callbackUrl();
  }

  @Access('signedIn')
  @Sensitive()
  @Query(() => MunicipalSsoSettingView, {
    nullable: true,
    description: '自治体の OpenID Connect 設定（運営者、またはその自治体の管理者）',
  })
  municipalSso(
    @Arg('municipalityCode', () => ID) municipalityCode: string,
    @Ctx() context: Context,
  ): Promise<MunicipalSsoSettingView | null> {
    return context.services.ssoSettings.get(context, municipalityCode);
  }

  @Access('signedIn')
  @Mutation(() => MunicipalSsoSettingView, {
    description: '自治体の OpenID Connect 設定を保存する（運営者、またはその自治体の管理者。確認コードの再入力あり）',
  })
  saveMunicipalSso(
    @Arg('input', () => MunicipalSsoSettingInput) input: MunicipalSsoSettingInput,
    @Ctx() context: Context,
  ): Promise<MunicipalSsoSettingView> {
    return context.services.ssoSettings.save(context, input);
  }

  @Access('public')
  @RateLimit('secondFactor')
  @Mutation(() => String, {
    description: 'シングルサインオンの戻り先で受け取った一度きりのコードを、ログイン用のカスタムトークンに換える',
  })
  redeemSingleSignOn(@Arg('code', () => String) code: string, @Ctx() context: Context): Promise<string> {
    return context.services.ssoLogins.redeem(code);
  }
}
