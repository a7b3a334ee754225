/**
 * Single sign-on: the municipalities that offer it, where the browser goes to start, and the
 * one-time code the portal hands back after the IdP (exchanged for a custom token, then a sign-in).
 */
import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/gql';
import { signInWithCustomToken } from './second-factor';

export const SINGLE_SIGN_ON_PROVIDERS = graphql(`
  query SingleSignOnProviders {
    singleSignOnProviders {
      municipalityCode
      municipalityName
      allowedDomains
    }
  }
`);

const REDEEM = graphql(`
  mutation RedeemSingleSignOn($code: String!) {
    redeemSingleSignOn(code: $code)
  }
`);

/** The server's start address for a municipality (a page navigation to its IdP). */
export function singleSignOnStart(municipalityCode: string): string {
  return `/sso/oidc/start?municipality=${encodeURIComponent(municipalityCode)}`;
}

/** Why the portal sent the browser back to the sign-in page, in the user's words. */
export const SINGLE_SIGN_ON_REFUSALS: Record<string, string> = {
  expired: 'ログインの手続きの有効期限が切れたか、すでに使われています。もう一度お試しください。',
  idp: '所属自治体の認証サーバーからの応答を確認できませんでした。もう一度お試しください。',
  domain:
    'このメールアドレスは、選んだ自治体のシングルサインオンでは利用できません。所属自治体と、認証サーバーに登録されたメールアドレスをご確認ください。',
  account:
    'このアカウントはシングルサインオンではログインできません。メールアドレスとパスワードでログインしてください。',
  unknown: 'この自治体はシングルサインオンを利用していません。',
  unavailable: '所属自治体の認証サーバーに接続できませんでした。時間をおいて再度お試しください。',
};

export async function redeemSingleSignOn(client: ApolloClient, code: string): Promise<void> {
  const { data } = await client.mutate({ mutation: REDEEM, variables: { code } });
  if (!data?.redeemSingleSignOn) throw new Error('no custom token');
  await signInWithCustomToken(client, data.redeemSingleSignOn);
}
