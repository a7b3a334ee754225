/**
 * Why the shared shortlists are (not yet) open to the user: the server trusts only a confirmed
 * municipality (an lg.jp domain an operator bound, or an operator's confirmation), never the
 * typed 自治体名 alone (docs/accounts-and-roles.md).
 */
import { FormNotice } from '@/components/form/form-notice';

const UNCONFIRMED: Record<string, (organization: string) => string> = {
  'domain-unbound': () =>
    'お使いのメールアドレスのドメインと自治体の対応を、運営者がまだ確認していません。確認が済むと自動で利用できるようになります。',
  'claim-mismatch': (organization) =>
    `会員情報の自治体名「${organization}」が、お使いのメールアドレスの自治体と一致しません。会員情報の自治体名を正式名称（例: 札幌市）に直すか、運営者の確認をお待ちください。`,
};

export function MembershipNotice({ state, organization }: { state: string; organization: string }) {
  const detail = UNCONFIRMED[state]?.(organization);
  return (
    <FormNotice tone="info">
      <p>
        <strong>所属自治体の確認が済むと、同じ自治体の職員とリストを共有できます。</strong>
      </p>
      <p>{detail ?? '共有リストは、所属自治体を確認できた自治体職員の方だけが利用できます。'}</p>
      <p>
        メールアドレスを変更した場合は、新しいアドレスで改めて確認が必要です。自治体名を書き換えるだけでは、他の自治体のリストは見られません。
      </p>
    </FormNotice>
  );
}
