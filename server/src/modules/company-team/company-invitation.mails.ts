/** The invitation mail a company's colleague receives; stored in the outbox with the invitation. */
import { formatJst, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { Invitation } from '../invitation/invitation.entity';
import { COMPANY_ROLE_LABELS } from './company-roles';

const SITE = '自治体ソリューションポータル';

export function companyInvitationMail(
  invitation: Invitation,
  companyName: string,
  inviterName: string,
  link: string,
): MailMessage {
  return {
    kind: 'company-invitation',
    to: invitation.email,
    subject: `【${SITE}】${companyName}のユーザーとして招待されました`,
    ref: { type: 'invitation', id: String(invitation.id) },
    text: [
      `${invitation.email} 様`,
      '',
      `${companyName}の管理者（${inviterName}）から、${SITE}の${companyName}のユーザーとして招待されました。`,
      `役割：${COMPANY_ROLE_LABELS[invitation.division === 'admin' ? 'admin' : 'staff']}`,
      '',
      '次のリンクを開き、このメールアドレスでログインして「参加する」を押してください。',
      'アカウントをお持ちでない場合は、このメールアドレスでアカウントを作成し、メールアドレスの確認を済ませてからリンクを開いてください。',
      link,
      '',
      `有効期限：${formatJst(invitation.expiresAt)}（一度だけ使えます）`,
      'お心当たりのない場合は、このメールを破棄してください。',
      SIGNATURE,
    ].join('\n'),
  };
}
