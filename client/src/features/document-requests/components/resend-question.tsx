import { QuestionDialog } from '@/components/dialog/question-dialog';
import type { ResendQuestion } from '../api/submit-request';

/** The server's 「もう一度送信しますか？」 before the same request goes out again. */
export function ResendQuestionDialog({ resend }: { resend: ResendQuestion }) {
  return (
    <QuestionDialog
      question={resend.question}
      title="同じ内容の資料請求を送信済みです"
      confirmLabel="もう一度送信する"
      cancelLabel="送信しない"
      onAnswer={resend.answer}
    />
  );
}
