/** The invitation mail an administrator's colleague receives; stored in the outbox with the invitation. */
import { formatJst, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { Invitation } from '../invitation/invitation.entity';

const SITE = '自治体ソリューションポータル';

export function municipalInvitationMail(
  invitation: Invitation,
  municipalityName: string,
  inviterName: string,
  link: string,
): MailMessage {
  return {
    kind: 'municipal-invitation',
    to: invitation.email,
    subject: `【${SITE}】${municipalityName}の職員として招待されました`,
    ref: { type: 'invitation', id: String(invitation.id) },
    text: [
      `${invitation.email} 様`,
      '',
      `${municipalityName}の管理者（${inviterName}）から、${SITE}の${municipalityName}の職員として招待されました。`,
      ...(invitation.division ? [`部署：${invitation.division}`] : []),
      '',
      '次のリンクを開き、このメールアドレスでログインして「参加する」を押してください。',
      'アカウントをお持ちでない場合は、このメールアドレスで会員登録し、メールアドレスの確認を済ませてからリンクを開いてください。',
      link,
      '',
      `有効期限：${formatJst(invitation.expiresAt)}（一度だけ使えます）`,
      'お心当たりのない場合は、このメールを破棄してください。',
      SIGNATURE,
    ].join('\n'),
  };
}
