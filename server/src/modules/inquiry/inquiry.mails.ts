/** The mails of an inquiry to the operator: the inquiry itself and a receipt to the sender. */
import { operatorInquiryTypeLabel } from '@portal/shared';
import { formatJst, quoted, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { Inquiry } from './inquiry.entity';

const SITE = '自治体ソリューションポータル';

function details(inquiry: Inquiry): string[] {
  return [
    `お問い合わせの種別：${operatorInquiryTypeLabel(inquiry.inquiryType)}`,
    `お名前：${inquiry.name}`,
    `所属団体・会社名：${inquiry.organization}`,
    `メールアドレス：${inquiry.email}`,
    `電話番号：${inquiry.telephone}`,
    'お問い合わせ内容：',
    quoted(inquiry.body),
    '',
    `受付番号：${inquiry.uid}`,
    `受付日時：${formatJst(inquiry.createdAt)}`,
  ];
}

export function operatorMail(inquiry: Inquiry, operatorEmail: string): MailMessage {
  return {
    kind: 'inquiry.operator',
    to: operatorEmail,
    replyTo: inquiry.email,
    subject: `【${SITE}】お問い合わせ（${operatorInquiryTypeLabel(inquiry.inquiryType)}）${inquiry.organization} ${inquiry.name} 様`,
    ref: { type: 'inquiry', id: inquiry.uid },
    text: [
      'お問い合わせフォームから、以下のお問い合わせがありました。',
      `${inquiry.userUid ? '会員' : '会員登録のない方'}からのお問い合わせです。このメールに返信すると、お問い合わせいただいた方に届きます。`,
      '',
      ...details(inquiry),
    ].join('\n'),
  };
}

export function inquiryReceiptMail(inquiry: Inquiry): MailMessage {
  return {
    kind: 'inquiry.receipt',
    to: inquiry.email,
    subject: `【${SITE}】お問い合わせを受け付けました`,
    ref: { type: 'inquiry', id: inquiry.uid },
    text: [
      `${inquiry.name} 様`,
      '',
      `${SITE}へお問い合わせいただきありがとうございます。`,
      '以下の内容でお問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡します。',
      '',
      ...details(inquiry),
      SIGNATURE,
    ].join('\n'),
  };
}
