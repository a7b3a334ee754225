/**
 * The comparison of a request's answers: one column per invited vendor, one row per question;
 * a price question becomes two rows, 年額換算 and the period's total, both 税込 over the years the
 * user picked (normalisedPrice), the lowest marked. A vendor that has not submitted reads
 * 「未回答」. The same table is printed for 決裁 and exported (xlsx, CSV) with the request's
 * dates and the sentence for the 随意契約理由書.
 */
import { japanDateTime } from '@portal/shared';
import {
  normalisedPrice,
  RFI_KIND_LABELS,
  RFI_LIMITS,
  RFI_OUTCOME_LABELS,
  reasonSentence,
  yen,
  type RfiAnswerValue,
  type RfiQuestion,
} from '@portal/shared/rfi/rules';
import type { ExportCell } from '../../lib/table-export';
import type { Rfi, RfiInvitation } from './rfi.entity';
import type { RfiComparisonRow, RfiComparisonView } from './rfi.types';

export const UNANSWERED = '未回答';

export function comparisonYears(value: number | null | undefined): number {
  const years = Math.round(value ?? 5);
  return Math.min(Math.max(Number.isFinite(years) ? years : 5, 1), RFI_LIMITS.yearsMax);
}

function shown(question: RfiQuestion, answer: RfiAnswerValue | undefined): string {
  if (!answer) return UNANSWERED;
  switch (question.kind) {
    case 'text':
      return answer.text ?? UNANSWERED;
    case 'yesno':
      return answer.yes == null ? UNANSWERED : answer.yes ? 'はい' : 'いいえ';
    case 'choice':
      return answer.choice ?? UNANSWERED;
    case 'number':
      return answer.number == null ? UNANSWERED : `${answer.number.toLocaleString('ja-JP')}${question.unit ?? ''}`;
    case 'price': {
      const p = answer.price;
      if (!p) return UNANSWERED;
      const tax = p.taxIncluded ? '税込' : '税抜';
      return `初期費用 ${yen(p.initial)}／年額 ${yen(p.annual)}／単価 ${yen(p.unitPrice)} × ${p.quantity.toLocaleString('ja-JP')}（${tax}）`;
    }
  }
}

function row(role: string, label: string, cells: string[], amounts: (number | null)[]): RfiComparisonRow {
  const given = amounts.some((a) => a !== null)
    ? amounts.filter((a): a is number => a !== null).map(String)
    : cells.filter((c) => c !== UNANSWERED);
  const lowestAmount = Math.min(...amounts.filter((a): a is number => a !== null));
  return {
    role,
    label,
    cells,
    amounts,
    differs: new Set(given).size > 1,
    lowest: amounts.map((a) => a !== null && a === lowestAmount && amounts.filter((x) => x !== null).length > 1),
  };
}

export function comparisonOf(rfi: Rfi, invitations: RfiInvitation[], yearsWanted?: number | null): RfiComparisonView {
  const years = comparisonYears(yearsWanted);
  const answered = invitations.filter((i) => i.submittedAt);
  const answersOf = invitations.map((i) =>
    i.submittedAt ? new Map((i.answers ?? []).map((a) => [a.questionId, a])) : new Map<string, RfiAnswerValue>(),
  );
  const rows: RfiComparisonRow[] = [];
  for (const question of rfi.questions) {
    const answers = answersOf.map((byId) => byId.get(question.id));
    rows.push(
      row(
        'question',
        question.label,
        answers.map((a) => shown(question, a)),
        answers.map(() => null),
      ),
    );
    if (question.kind === 'price') {
      const prices = answers.map((a) => (a?.price ? normalisedPrice(a.price, years) : null));
      rows.push(
        row(
          'perYear',
          `${question.label}：年額換算（${years}年、税込）`,
          prices.map((p) => (p ? yen(p.perYear) : UNANSWERED)),
          prices.map((p) => p?.perYear ?? null),
        ),
        row(
          'total',
          `${question.label}：${years}年間の合計（税込）`,
          prices.map((p) => (p ? yen(p.total) : UNANSWERED)),
          prices.map((p) => p?.total ?? null),
        ),
      );
    }
  }
  return {
    rfiId: String(rfi.id),
    years,
    columns: invitations.map((i) => ({
      invitationId: String(i.id),
      companyName: i.companyName,
      submittedAt: i.submittedAt,
      late: i.late,
    })),
    rows,
    asked: invitations.length,
    answered: answered.length,
    reasonSentence: reasonSentence(rfi.kind, invitations.length, answered.length),
  };
}

const when = (date: Date | null) => (date ? japanDateTime(date) : '');

/** The export: the request's facts on top, then the table, then the 随意契約理由書 sentence. */
export function comparisonSheet(
  rfi: Rfi,
  invitations: RfiInvitation[],
  comparison: RfiComparisonView,
): { columns: string[]; rows: ExportCell[][] } {
  const width = invitations.length;
  const pad = (cells: ExportCell[]) => [
    ...cells,
    ...Array<ExportCell>(Math.max(0, width + 1 - cells.length)).fill(null),
  ];
  const winner = invitations.find((i) => i.companyId === rfi.outcomeCompanyId);
  const facts: ExportCell[][] = [
    pad(['種別', RFI_KIND_LABELS[rfi.kind]]),
    pad(['件名', rfi.title]),
    pad(['依頼元', rfi.organization]),
    pad(['送信日時', when(rfi.sentAt)]),
    pad(['回答期限', when(rfi.deadline)]),
    pad(['価格の比較', `税込・${comparison.years}年間で年額換算`]),
    ...(rfi.outcome
      ? [
          pad([
            '結果',
            `${RFI_OUTCOME_LABELS[rfi.outcome]}${winner ? `（${winner.companyName}）` : ''}${rfi.outcomeAmount != null ? ` ${yen(rfi.outcomeAmount)}` : ''}`,
          ]),
        ]
      : []),
    pad([]),
    [
      '回答日時',
      ...invitations.map((i) => (i.submittedAt ? `${when(i.submittedAt)}${i.late ? '（期限後）' : ''}` : UNANSWERED)),
    ],
    ...comparison.rows.map((r) => [r.label, ...r.cells.map((c, index) => (r.amounts[index] ?? c) as ExportCell)]),
    pad([]),
    pad(['随意契約理由書', comparison.reasonSentence]),
  ];
  return { columns: ['項目', ...invitations.map((i) => i.companyName)], rows: facts };
}
