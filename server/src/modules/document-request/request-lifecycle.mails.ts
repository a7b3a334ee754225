/** Mails of a request's lifecycle: the vendor's reminder, the requester's document-update notice. */
import { REQUEST_REMINDER_BUSINESS_DAYS } from '@portal/shared';
import { formatJst, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { DocumentRequest } from './document-request.entity';

const SITE = '自治体ソリューションポータル';

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

export function documentUpdatedMail(
  to: { email: string; name: string },
  listing: { title: string; companyName: string },
  publicUrl: string,
): MailMessage {
  return {
    kind: 'request.document-updated',
    to: to.email,
    subject: `【${SITE}】ダウンロードした資料が更新されました（${listing.title}）`,
    ref: { type: 'solution_document', id: listing.title.slice(0, 64) },
    text: [
      `${to.name} 様`,
      '',
      `以前ダウンロードされた「${listing.title}」（${listing.companyName}）の資料が新しい版に更新されました。`,
      '資料ダウンロードのページから最新の資料をダウンロードできます。',
      `${publicUrl}/request/list`,
      '',
      'このお知らせが不要な場合は、会員情報の変更ページで配信を停止できます。',
      `${publicUrl}/auth/update/edit`,
      SIGNATURE,
    ].join('\n'),
  };
}
