/**
 * Requests for information or quotation (情報提供依頼 / 見積依頼): the kinds of question a
 * municipality asks, the checks of a request and of a vendor's answer, and how a price answer is
 * normalised for the comparison (年額換算, 税込). The form, the vendor's screen and the server run
 * the same functions.
 */

export const RFI_KINDS = ['rfi', 'rfq'] as const;
export type RfiKind = (typeof RFI_KINDS)[number];
export const RFI_KIND_LABELS: Record<RfiKind, string> = { rfi: '情報提供依頼', rfq: '見積依頼' };

export const RFI_QUESTION_KINDS = ['text', 'yesno', 'choice', 'number', 'price'] as const;
export type RfiQuestionKind = (typeof RFI_QUESTION_KINDS)[number];
export const RFI_QUESTION_KIND_LABELS: Record<RfiQuestionKind, string> = {
  text: '自由記述',
  yesno: 'はい／いいえ',
  choice: '選択肢',
  number: '数値（単位つき）',
  price: '価格表',
};

export const RFI_STATUS_LABELS: Record<string, string> = {
  draft: '下書き',
  sent: '回答受付中',
  closed: '終了',
};
export const RFI_OUTCOME_LABELS: Record<string, string> = { adopted: '採用', declined: '見送り' };

export const RFI_LIMITS = {
  vendorsMin: 2,
  vendorsMax: 5,
  questionsMax: 30,
  titleMax: 100,
  backgroundMax: 4000,
  labelMax: 200,
  choicesMax: 10,
  answerTextMax: 4000,
  clarificationMax: 1000,
  reasonMax: 1000,
  yearsMax: 10,
} as const;

/** Tax applied to a price answered 税抜, for the 税込 comparison. */
export const CONSUMPTION_TAX_RATE = 0.1;

export interface RfiQuestion {
  id: string;
  kind: RfiQuestionKind;
  label: string;
  /** choice: the options offered. */
  choices?: string[] | null;
  /** number: the unit the answer is in (人, 件, GB …). */
  unit?: string | null;
}

/** 初期費用, 年額, 単価 × 数量 (a yearly charge, e.g. per account), and whether they include tax. */
export interface RfiPrice {
  initial: number;
  annual: number;
  unitPrice: number;
  quantity: number;
  taxIncluded: boolean;
}

export interface RfiAnswerValue {
  questionId: string;
  text?: string | null;
  yes?: boolean | null;
  choice?: string | null;
  number?: number | null;
  price?: RfiPrice | null;
}

export const RFI_MESSAGES = {
  titleRequired: '件名を入力してください',
  titleMax: `件名は${RFI_LIMITS.titleMax}文字以内で入力してください`,
  backgroundMax: `背景・目的は${RFI_LIMITS.backgroundMax}文字以内で入力してください`,
  deadlineRequired: '回答期限を入力してください',
  deadlinePast: '回答期限は現在より後の日時にしてください',
  vendorsCount: `依頼先は${RFI_LIMITS.vendorsMin}〜${RFI_LIMITS.vendorsMax}社にしてください`,
  questionsRequired: '質問を1つ以上入力してください',
  questionsMax: `質問は${RFI_LIMITS.questionsMax}件までです`,
  questionLabel: '質問文を入力してください',
  questionLabelMax: `質問文は${RFI_LIMITS.labelMax}文字以内で入力してください`,
  questionKind: '質問の種類を選択してください',
  choicesRequired: '選択肢を2つ以上入力してください',
  unitRequired: '単位を入力してください',
  answerRequired: '回答を入力してください',
  answerTextMax: `回答は${RFI_LIMITS.answerTextMax}文字以内で入力してください`,
  answerNumber: '半角数字で入力してください',
  answerChoice: '選択肢から選んでください',
  priceInvalid: '金額・数量は0以上の半角数字で入力してください',
  clarificationRequired: '質問を入力してください',
  clarificationMax: `質問は${RFI_LIMITS.clarificationMax}文字以内で入力してください`,
  replyRequired: '回答を入力してください',
  reasonRequired: '理由を入力してください',
  reasonMax: `理由は${RFI_LIMITS.reasonMax}文字以内で入力してください`,
  winnerRequired: '採用する事業者を選択してください',
  amountInvalid: '金額は0以上の半角数字で入力してください',
} as const;

export type RfiFieldErrors = Record<string, string>;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The questions' own rules; fields are `questions.<index>.<field>`. */
export function validateRfiQuestions(questions: readonly RfiQuestion[]): RfiFieldErrors {
  const errors: RfiFieldErrors = {};
  if (questions.length === 0) errors.questions = RFI_MESSAGES.questionsRequired;
  if (questions.length > RFI_LIMITS.questionsMax) errors.questions = RFI_MESSAGES.questionsMax;
  questions.forEach((question, index) => {
    const at = `questions.${index}`;
    if (!RFI_QUESTION_KINDS.includes(question.kind)) errors[`${at}.kind`] = RFI_MESSAGES.questionKind;
    const label = trimmed(question.label);
    if (!label) errors[`${at}.label`] = RFI_MESSAGES.questionLabel;
    else if (label.length > RFI_LIMITS.labelMax) errors[`${at}.label`] = RFI_MESSAGES.questionLabelMax;
    if (question.kind === 'choice') {
      const choices = (question.choices ?? []).map(trimmed).filter(Boolean);
      if (choices.length < 2 || choices.length > RFI_LIMITS.choicesMax)
        errors[`${at}.choices`] = RFI_MESSAGES.choicesRequired;
    }
    if (question.kind === 'number' && !trimmed(question.unit)) errors[`${at}.unit`] = RFI_MESSAGES.unitRequired;
  });
  return errors;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e12;

/**
 * One answer against its question. A draft may leave answers out; a submitted answer needs all of
 * them. Fields are `answers.<questionId>`.
 */
export function validateRfiAnswers(
  questions: readonly RfiQuestion[],
  answers: readonly RfiAnswerValue[],
  options: { submit: boolean },
): RfiFieldErrors {
  const errors: RfiFieldErrors = {};
  const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
  for (const question of questions) {
    const field = `answers.${question.id}`;
    const answer = byId.get(question.id);
    const missing = () => {
      if (options.submit) errors[field] = RFI_MESSAGES.answerRequired;
    };
    if (!answer) {
      missing();
      continue;
    }
    switch (question.kind) {
      case 'text': {
        const text = trimmed(answer.text);
        if (!text) missing();
        else if (text.length > RFI_LIMITS.answerTextMax) errors[field] = RFI_MESSAGES.answerTextMax;
        break;
      }
      case 'yesno':
        if (typeof answer.yes !== 'boolean') missing();
        break;
      case 'choice':
        if (!answer.choice) missing();
        else if (!(question.choices ?? []).includes(answer.choice)) errors[field] = RFI_MESSAGES.answerChoice;
        break;
      case 'number':
        if (answer.number == null) missing();
        else if (typeof answer.number !== 'number' || !Number.isFinite(answer.number))
          errors[field] = RFI_MESSAGES.answerNumber;
        break;
      case 'price': {
        const price = answer.price;
        if (!price) missing();
        else if (![price.initial, price.annual, price.unitPrice, price.quantity].every(isAmount))
          errors[field] = RFI_MESSAGES.priceInvalid;
        break;
      }
    }
  }
  return errors;
}

/**
 * A price answer over `years`, as the comparison puts every vendor: the total (初期費用 once, then
 * 年額 and 単価 × 数量 each year), 税込 (a 税抜 answer gets the consumption tax), and that total
 * spread over the years (年額換算). Whole yen, rounded down as an invoice rounds tax.
 */
export function normalisedPrice(price: RfiPrice, years: number): { total: number; perYear: number } {
  const span = Math.min(Math.max(Math.round(years), 1), RFI_LIMITS.yearsMax);
  const raw = price.initial + span * (price.annual + price.unitPrice * price.quantity);
  const total = Math.floor(price.taxIncluded ? raw : raw * (1 + CONSUMPTION_TAX_RATE));
  return { total, perYear: Math.floor(total / span) };
}

/** 「1,234,567円」. */
export function yen(amount: number): string {
  return `${amount.toLocaleString('ja-JP')}円`;
}

/** The sentence for the 随意契約理由書: how many vendors were asked and how many answered. */
export function reasonSentence(kind: RfiKind, asked: number, answered: number): string {
  const what = kind === 'rfq' ? '見積依頼' : '情報提供依頼';
  return `本件について${asked}者に${what}を行い、${answered}者から回答を得た。`;
}
