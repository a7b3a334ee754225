/**
 * Sends document requests with the screen's idempotency key (submission-key.ts): a double click,
 * a retried POST or the same basket sent from another tab all carry it, and the server answers
 * each with the first submission. Success takes the sent items out of the basket and opens the
 * completion screen with the request numbers. When the same content went out a short while ago,
 * the server asks first; the screen shows that question in a dialog (`resend`).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { basketStore, type BasketItem } from '../basket-store';
import { LOGIN_REQUIRED_ALERT, TRIAL_ACCOUNT_ALERT, useRequestEligibilityCheck } from '../request-eligibility';

const SUBMIT_DOCUMENT_REQUEST = graphql(`
  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {
    submitDocumentRequest(input: $input) {
      uid
      companyName
      items {
        id
        solutionId
      }
    }
  }
`);

const RESEND_DECLINED =
  '送信を取りやめました。送信済みの資料請求は「資料ダウンロード」（資料請求の履歴）で確認できます。';

export interface SubmitProblem {
  message: string;
  /** Per-item messages: the item's title and what is wrong. */
  items: { title: string; message: string }[];
}

export function completePath(uids: readonly string[]): string {
  return `${href('solutions.complete')}?${new URLSearchParams({ requests: uids.join(',') })}`;
}

/** The server's question before sending the same request again, and its answer. */
export interface ResendQuestion {
  question: string | null;
  answer(yes: boolean): void;
}

export function useSubmitRequest(key: string) {
  const [mutate, { loading }] = useMutation(SUBMIT_DOCUMENT_REQUEST);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [asked, setAsked] = useState<{ question: string; items: readonly BasketItem[] } | null>(null);
  const navigate = useNavigate();
  const guard = useRequestEligibilityCheck();

  async function submit(items: readonly BasketItem[], confirmResend = false): Promise<void> {
    if (!guard()) return;
    setProblem(null);
    try {
      const { data } = await mutate({
        variables: {
          input: {
            idempotencyKey: key,
            items: items.map((item) => ({
              solutionId: item.id,
              inquiryTypes: item.inquiryDetails,
              contactMeans: item.contactMeans,
              contents: item.inquiryContents,
            })),
            ...(confirmResend ? { confirmResend: true } : {}),
          },
        },
      });
      const requests = data?.submitDocumentRequest ?? [];
      const sent = new Set(requests.flatMap((request) => request.items.map((item) => item.solutionId)));
      basketStore.set((state) => ({ items: state.items.filter((item) => !sent.has(item.id)) }));
      // The completion screen takes the confirmation's place in the history: Back does not lead
      // to a filled form that sends again.
      navigate(completePath(requests.map((request) => request.uid)), { replace: true });
    } catch (error) {
      const failure = describeApiFailure(error);
      if (failure.code === 'RECENTLY_SENT') {
        // The server's question names how long ago; only an explicit yes sends again.
        setAsked({ question: failure.message, items });
        return;
      }
      if (failure.code === 'UNAUTHENTICATED') {
        window.alert(LOGIN_REQUIRED_ALERT);
        navigate(href('auth.login'));
        return;
      }
      if (failure.code === 'TRIAL_ACCOUNT') {
        window.alert(TRIAL_ACCOUNT_ALERT);
        navigate(href('auth.munRegister'));
        return;
      }
      const itemProblems = Object.entries(failure.fields).flatMap(([field, message]) => {
        const index = /^items\.(\d+)\./.exec(field)?.[1];
        const item = index === undefined ? undefined : items[Number(index)];
        return item ? [{ title: item.title, message }] : [];
      });
      setProblem({ message: failure.message, items: itemProblems });
    }
  }

  const resend: ResendQuestion = {
    question: asked?.question ?? null,
    answer(yes) {
      if (!asked) return;
      setAsked(null);
      if (yes) void submit(asked.items, true);
      else setProblem({ message: RESEND_DECLINED, items: [] });
    },
  };

  return { submit, sending: loading, problem, resend };
}
