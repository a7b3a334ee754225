/** The mails of a document request: one to each vendor, one receipt to the requester. */
import { contactMeansLabel, inquiryTypeLabel } from '@portal/shared';
import { formatJst, quoted, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { DocumentRequest, DocumentRequestItem, RequesterSnapshot } from './document-request.entity';

const SITE = '自治体ソリューションポータル';

function fullName(person: RequesterSnapshot): string {
  return `${person.lastName} ${person.firstName}`;
}

function requesterLines(person: RequesterSnapshot): string[] {
  return [
    `自治体名・所属組織：${person.organization}`,
    `部署：${person.division}`,
    `役職：${person.position}`,
    `お名前：${fullName(person)}（${person.lastNameKana} ${person.firstNameKana}）`,
    `メールアドレス：${person.email}`,
    `電話番号：${person.telephone}`,
  ];
}

function itemLines(item: DocumentRequestItem, index: number): string[] {
  return [
    `${index + 1}. ${item.solutionTitle}`,
    `   お問い合わせの種別：${item.inquiryTypes.map(inquiryTypeLabel).join('、')}`,
    `   ご希望の連絡方法：${item.contactMeans.map(contactMeansLabel).join('、')}`,
    '   お問い合わせ内容：',
    quoted(item.contents, '     '),
  ];
}

export function vendorMail(request: DocumentRequest, operatorEmail: string): MailMessage {
  const person = request.requesterSnapshot;
  const forwarded = !request.recipientEmail;
  return {
    kind: 'request.vendor',
    to: request.recipientEmail ?? operatorEmail,
    replyTo: person.email,
    subject: `【${SITE}】${forwarded ? '[要転送] ' : ''}資料請求・お問い合わせがありました（${person.organization} ${fullName(person)} 様）`,
    ref: { type: 'document_request', id: request.uid },
    text: [
      ...(forwarded
        ? [`※掲載企業「${request.companyName}」の連絡先が未登録のため、運営事務局へ送信しています。`, '']
        : []),
      `${request.companyName} ご担当者様`,
      '',
      `${SITE}をご利用いただきありがとうございます。`,
      '以下の自治体職員の方から、資料請求・お問い合わせがありました。',
      'ご希望の連絡方法にて、ご対応をお願いいたします（このメールに返信すると請求者に届きます）。',
      '',
      '■ 請求者',
      ...requesterLines(person),
      '',
      '■ 対象のソリューション',
      ...request.items.flatMap((item, index) => [...itemLines(item, index), '']),
      `受付番号：${request.receiptNumber}`,
      `受付日時：${formatJst(request.createdAt)}`,
      SIGNATURE,
    ].join('\n'),
  };
}

export function receiptMail(requests: DocumentRequest[], publicUrl: string): MailMessage {
  const person = requests[0]!.requesterSnapshot;
  return {
    kind: 'request.receipt',
    to: person.email,
    subject: `【${SITE}】資料請求・お問い合わせを受け付けました`,
    ref: {
      type: 'document_request',
      id: requests
        .map((r) => r.uid)
        .join(',')
        .slice(0, 64),
    },
    text: [
      `${person.organization} ${fullName(person)} 様`,
      '',
      `${SITE}をご利用いただきありがとうございます。`,
      `以下の内容で、${requests.length}社の掲載企業へ資料請求・お問い合わせを送信しました。`,
      '各社の担当者から、ご希望の連絡方法でご連絡します。',
      '',
      ...requests.flatMap((request) => [
        `■ 送信先：${request.companyName}（受付番号：${request.receiptNumber}）`,
        ...request.items.flatMap((item, index) => [...itemLines(item, index), '']),
      ]),
      `受付日時：${formatJst(requests[0]!.createdAt)}`,
      '',
      '資料のあるソリューションは、資料ダウンロードのページからすぐにダウンロードできます。',
      `${publicUrl}/request/list`,
      SIGNATURE,
    ].join('\n'),
  };
}
