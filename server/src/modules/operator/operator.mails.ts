/** Mails the console sends to members; stored in the outbox with the change they report. */
import { formatJst, quoted, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { UserProfile } from '../profile/profile.entity';

const SITE = '自治体ソリューションポータル';

export function municipalDeclinedMail(profile: UserProfile, reason: string, at: Date): MailMessage {
  return {
    kind: 'profile.municipal-declined',
    to: profile.email,
    subject: `【${SITE}】自治体職員としてのご登録について`,
    ref: { type: 'user_profile', id: profile.uid },
    text: [
      `${profile.lastName} ${profile.firstName} 様`,
      '',
      `${SITE}にご登録いただきありがとうございます。`,
      `運営事務局でご所属（${profile.organization}）を確認しましたが、自治体職員としてのご登録を承認できませんでした。`,
      '',
      '理由：',
      quoted(reason),
      '',
      `確認日時：${formatJst(at)}`,
      '',
      '自治体のメールアドレス（lg.jp など）をお持ちの場合は、会員情報からメールアドレスを変更すると、確認後に自治体職員としてご利用いただけます。',
      'ご不明な点は、サイトのお問い合わせフォームからご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}
