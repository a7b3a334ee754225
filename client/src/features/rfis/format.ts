/** Dates of a request for information as the screens write them: Japan time, to the minute. */
import { japanDateTime } from '@portal/shared';
import { yen } from '@portal/shared/rfi/rules';

/** 「2026-12-24 17:00」 in Japan. */
export function jstMinute(value: string | Date | null | undefined): string {
  if (!value) return '';
  return japanDateTime(new Date(value)).slice(0, 16);
}

/** An answer as the municipality and the vendor read it. */
export interface QuestionLike {
  kind: string;
  unit?: string | null;
}

export interface AnswerLike {
  text?: string | null;
  yes?: boolean | null;
  choice?: string | null;
  number?: number | null;
  price?: { initial: number; annual: number; unitPrice: number; quantity: number; taxIncluded: boolean } | null;
}

export function answerText(question: QuestionLike, answer: AnswerLike | undefined): string {
  if (!answer) return '未回答';
  switch (question.kind) {
    case 'text':
      return answer.text ?? '未回答';
    case 'yesno':
      return answer.yes == null ? '未回答' : answer.yes ? 'はい' : 'いいえ';
    case 'choice':
      return answer.choice ?? '未回答';
    case 'number':
      return answer.number == null ? '未回答' : `${answer.number.toLocaleString('ja-JP')}${question.unit ?? ''}`;
    default: {
      const p = answer.price;
      if (!p) return '未回答';
      return `初期費用 ${yen(p.initial)}／年額 ${yen(p.annual)}／単価 ${yen(p.unitPrice)} × ${p.quantity.toLocaleString('ja-JP')}（${p.taxIncluded ? '税込' : '税抜'}）`;
    }
  }
}

/** A request's stage as a shortlist shows it: 下書き, 送付済み, 締切 (deadline passed), 採用 or 見送り. */
export function rfiStage(
  rfi: { status: string; outcome?: string | null; deadline: string | Date },
  now: number = Date.now(),
): string {
  if (rfi.status === 'draft') return '下書き';
  if (rfi.status === 'closed') return rfi.outcome === 'adopted' ? '採用' : '見送り';
  return new Date(rfi.deadline).getTime() <= now ? '締切' : '送付済み';
}
