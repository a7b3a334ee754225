/**
 * The mails of a request for information or quotation: to each invited vendor on sending, on a
 * clarification's answer and a business day before the deadline; to the municipality when an
 * answer arrives. Plain text. A vendor without a contact address gets it through the operator.
 */
import { RFI_KIND_LABELS } from '@portal/shared/rfi/rules';
import { formatJst, quoted, SIGNATURE } from '../../mail/format';
import type { MailMessage } from '../../mail/mail';
import type { Rfi, RfiClarification, RfiInvitation } from './rfi.entity';

const SITE = '自治体ソリューションポータル';

export interface RfiMailSettings {
  operatorEmail: string;
  publicUrl: string;
}

export interface Recipient {
  invitation: RfiInvitation;
  /** The company's contact address (null: the operator forwards it). */
  email: string | null;
}

const vendorLink = (rfi: Rfi, settings: RfiMailSettings) => `${settings.publicUrl}/vendor/rfis/${rfi.id}`;

function toVendor(
  kind: string,
  rfi: Rfi,
  recipient: Recipient,
  settings: RfiMailSettings,
  subject: string,
  body: string[],
): MailMessage {
  const forwarded = !recipient.email;
  return {
    kind,
    to: recipient.email ?? settings.operatorEmail,
    subject: `【${SITE}】${forwarded ? '[要転送] ' : ''}${subject}`,
    ref: { type: 'rfi', id: String(rfi.id) },
    text: [
      ...(forwarded
        ? [`※掲載企業「${recipient.invitation.companyName}」の連絡先が未登録のため、運営事務局へ送信しています。`, '']
        : []),
      `${recipient.invitation.companyName} ご担当者様`,
      '',
      ...body,
      '',
      `件名：${rfi.title}`,
      `依頼元：${rfi.organization}`,
      `回答期限：${formatJst(rfi.deadline)}（日本時間）`,
      '',
      'ポータルにログインして、内容の確認と回答をお願いいたします。',
      vendorLink(rfi, settings),
      SIGNATURE,
    ].join('\n'),
  };
}

export function invitationMail(rfi: Rfi, recipient: Recipient, settings: RfiMailSettings): MailMessage {
  const what = RFI_KIND_LABELS[rfi.kind];
  return toVendor('rfi.invitation', rfi, recipient, settings, `${what}が届きました（${rfi.organization}）`, [
    `${SITE}をご利用いただきありがとうございます。`,
    `${rfi.organization}から${what}が届きました。`,
  ]);
}

/** 質疑回答: the question and the answer, never who asked. */
export function clarificationMail(
  rfi: Rfi,
  clarification: RfiClarification,
  recipient: Recipient,
  settings: RfiMailSettings,
): MailMessage {
  return toVendor('rfi.clarification', rfi, recipient, settings, `質疑への回答が公開されました（${rfi.title}）`, [
    `${rfi.organization}が、寄せられた質問に回答しました。依頼先のすべての事業者に同じ内容をお送りしています。`,
    '',
    '■ 質問',
    quoted(clarification.question),
    '■ 回答',
    quoted(clarification.answer ?? ''),
  ]);
}

export function reminderMail(rfi: Rfi, recipient: Recipient, settings: RfiMailSettings): MailMessage {
  return toVendor('rfi.reminder', rfi, recipient, settings, `回答期限が近づいています（${rfi.title}）`, [
    `${rfi.organization}からの${RFI_KIND_LABELS[rfi.kind]}の回答期限が近づいています。`,
    'まだ回答を提出していない場合は、期限までに提出をお願いいたします。',
  ]);
}

/** To the request's sender when a vendor submits its answer. */
export function answeredMail(rfi: Rfi, invitation: RfiInvitation, settings: RfiMailSettings): MailMessage {
  return {
    kind: 'rfi.answered',
    to: rfi.contactEmail,
    subject: `【${SITE}】${invitation.companyName}から回答が届きました（${rfi.title}）`,
    ref: { type: 'rfi', id: String(rfi.id) },
    text: [
      `${rfi.contactName} 様`,
      '',
      `${RFI_KIND_LABELS[rfi.kind]}「${rfi.title}」に、${invitation.companyName}から回答が届きました。`,
      `提出日時：${formatJst(invitation.submittedAt!)}${invitation.late ? '（期限後）' : ''}`,
      '',
      '回答と比較表は次の画面で確認できます。',
      `${settings.publicUrl}/mypage/rfis/${rfi.id}`,
      SIGNATURE,
    ].join('\n'),
  };
}
