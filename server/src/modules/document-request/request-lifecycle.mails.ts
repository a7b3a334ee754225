/** Mails of a request's lifecycle: the vendor's reminder, the requester's document-update notice. */
import { REQUEST_REMINDER_BUSINESS_DAYS } from '@portal/shared';
import { formatJst, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { DocumentRequest } from './document-request.entity';

const SITE = '自治体ソリューションポータル';
/** /request/list (資料ダウンロード), where the current version is downloaded. */
export const DOWNLOADS_PATH = '/request/list';
/** The member page (/auth/mypage), whose 「電話番号・お知らせ・退会」 holds the setting (self-service.tsx). */
export const DOCUMENT_UPDATE_SETTING_PATH = '/auth/mypage';

export function reminderMail(
  request: DocumentRequest,
  settings: { operatorEmail: string; publicUrl: string },
): MailMessage {
  const person = request.requesterSnapshot;
  const forwarded = !request.recipientEmail;
  return {
    kind: 'request.reminder',
    to: request.recipientEmail ?? settings.operatorEmail,
    subject: `【${SITE}】${forwarded ? '[要転送] ' : ''}未確認の資料請求・お問い合わせがあります（受付番号：${request.receiptNumber}）`,
    ref: { type: 'document_request', id: request.uid },
    text: [
      `${request.companyName} ご担当者様`,
      '',
      `${formatJst(request.createdAt)}に受け付けた以下の資料請求・お問い合わせが、`,
      `${REQUEST_REMINDER_BUSINESS_DAYS}営業日を過ぎてもまだ開かれていません。`,
      '掲載企業メニューの「届いた資料請求・お問い合わせ」から内容をご確認のうえ、対応状況を更新してください。',
      `${settings.publicUrl}/vendor`,
      '',
      `ご依頼元：${person.organization} ${person.division}`,
      ...request.items.map((item) => `・${item.solutionTitle}`),
      `受付番号：${request.receiptNumber}`,
      '',
      'このお知らせは1件の請求につき1回だけお送りします。',
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * A downloaded document was replaced. Like every notification mail it carries its own stop link
 * (the page and the RFC 8058 one-click address), which stops this kind of mail and nothing else.
 */
export function documentUpdatedMail(
  to: { email: string; name: string },
  listing: { title: string; companyName: string },
  publicUrl: string,
  stopToken: string,
): MailMessage {
  return {
    kind: 'request.document-updated',
    to: to.email,
    subject: `【${SITE}】ダウンロードした資料が更新されました（${listing.title}）`,
    ref: { type: 'solution_document', id: listing.title.slice(0, 64) },
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/notifications/stop?token=${stopToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    // What the list says (「最新版をダウンロード」), and the page that holds the setting.
    text: [
      `${to.name} 様`,
      '',
      `以前ダウンロードされた「${listing.title}」（${listing.companyName}）の資料が新しい版に更新されました。`,
      '改めて資料請求をしなくても、資料ダウンロードのページの「最新版をダウンロード」から最新の資料をダウンロードできます。',
      `${publicUrl}${DOWNLOADS_PATH}`,
      '',
      'このお知らせが不要な場合は、会員情報のページの「ダウンロードした資料が更新されたときにメールで知らせる」のチェックを外してください。',
      `${publicUrl}${DOCUMENT_UPDATE_SETTING_PATH}`,
      '次のページからも、このお知らせだけを止められます。',
      `${publicUrl}/mypage/notifications/stop?token=${stopToken}`,
      SIGNATURE,
    ].join('\n'),
  };
}
