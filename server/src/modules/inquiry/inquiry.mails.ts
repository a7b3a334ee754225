/**
 * The mails of an inquiry to the operator: the inquiry itself and a receipt to the sender. Anyone
 * may type any address into the form, so only a sender who proved the address (signed in with it
 * verified) gets a copy of what was written; any other address gets a fixed notice, so the portal
 * never relays a stranger's text or links under its own name.
 */
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

export function operatorMail(inquiry: Inquiry, operatorEmail: string, addressVerified: boolean): MailMessage {
  return {
    kind: 'inquiry.operator',
    to: operatorEmail,
    replyTo: inquiry.email,
    subject: `【${SITE}】お問い合わせ（${operatorInquiryTypeLabel(inquiry.inquiryType)}）${inquiry.organization} ${inquiry.name} 様`,
    ref: { type: 'inquiry', id: inquiry.uid },
    text: [
      'お問い合わせフォームから、以下のお問い合わせがありました。',
      `${inquiry.userUid ? '会員' : '会員登録のない方'}からのお問い合わせです。このメールに返信すると、お問い合わせいただいた方に届きます。`,
      addressVerified
        ? 'メールアドレスは、ログイン中の会員ご本人が確認済みのものです。'
        : 'メールアドレスは確認されていません。第三者のアドレスが入力されている可能性があるため、返信の内容にご注意ください。',
      '',
      ...details(inquiry),
    ].join('\n'),
  };
}

export function inquiryReceiptMail(inquiry: Inquiry, addressVerified: boolean): MailMessage {
  const head = { kind: 'inquiry.receipt', to: inquiry.email, ref: { type: 'inquiry', id: inquiry.uid } };
  if (addressVerified) {
    return {
      ...head,
      subject: `【${SITE}】お問い合わせを受け付けました`,
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
  return {
    ...head,
    subject: `【${SITE}】お問い合わせを受け付けました`,
    text: [
      `${SITE}です。`,
      '',
      'このメールアドレスを連絡先とするお問い合わせを、運営事務局で受け付けました。',
      '内容を確認のうえ、担当者よりこのアドレスへご連絡します。',
      '',
      `お問い合わせの種別：${operatorInquiryTypeLabel(inquiry.inquiryType)}`,
      `受付番号：${inquiry.uid}`,
      `受付日時：${formatJst(inquiry.createdAt)}`,
      '',
      'このメールには、お問い合わせの内容を記載していません。ご登録のメールアドレスでログインしてお問い合わせいただくと、内容の控えをお送りします。',
      'お心当たりのない場合は、どなたかが誤ってこのアドレスを入力した可能性があります。このメールは破棄してください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * The operator's reply from the console. It quotes the inquiry only to a sender who proved the
 * address (as the receipt does): anyone else gets the operator's own words and the number.
 */
export function inquiryReplyMail(inquiry: Inquiry, reply: string, operatorEmail: string): MailMessage {
  return {
    kind: 'inquiry.reply',
    to: inquiry.email,
    replyTo: operatorEmail,
    subject: `【${SITE}】お問い合わせへのご回答（受付番号 ${inquiry.uid}）`,
    ref: { type: 'inquiry', id: inquiry.uid },
    text: [
      `${inquiry.userUid ? `${inquiry.name} 様` : 'お問い合わせいただいた方へ'}`,
      '',
      `${SITE}へのお問い合わせ（受付番号 ${inquiry.uid}、${formatJst(inquiry.createdAt)} 受付）について、運営事務局よりご回答します。`,
      '',
      reply,
      '',
      'このメールに返信すると、運営事務局に届きます。',
      SIGNATURE,
    ].join('\n'),
  };
}
