import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { describeApiFailure } from '@/components/form/server-errors';
import {
  APPROVE_COMPANY_MUTATION,
  PUBLISH_LISTING_MUTATION,
  RETURN_LISTING_MUTATION,
} from '@/features/listings/api/documents';

export function ApproveCompanyButton({ id, name, onDone }: { id: string; name: string; onDone: (t: string) => void }) {
  const [approve, { loading }] = useMutation(APPROVE_COMPANY_MUTATION);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={loading}
        onClick={() =>
          void approve({ variables: { id } })
            .then(() => onDone(`${name} を承認しました。`))
            .catch((e: unknown) => setError(describeApiFailure(e).message))
        }
      >
        {name} を承認する
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

export function ReviewActions({ id, title, onDone }: { id: string; title: string; onDone: (t: string) => void }) {
  const [publish, publishing] = useMutation(PUBLISH_LISTING_MUTATION);
  const [giveBack, returning] = useMutation(RETURN_LISTING_MUTATION);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const fail = (e: unknown) => {
    const failure = describeApiFailure(e);
    setError(Object.values(failure.fields)[0] ?? failure.message);
  };
  return (
    <div>
      <button
        type="button"
        className="button button--primary"
        disabled={publishing.loading}
        onClick={() =>
          void publish({ variables: { id } })
            .then(() => onDone(`「${title}」を公開しました。`))
            .catch(fail)
        }
      >
        「{title}」を公開する
      </button>
      <div className="form-field">
        <label htmlFor={commentId} className="form-field__label">
          差し戻しの理由
        </label>
        <textarea
          id={commentId}
          className="form-field__control"
          rows={3}
          value={comment}
          aria-describedby={error ? `${commentId}-error` : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        <FieldError id={`${commentId}-error`} message={error ?? undefined} />
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={returning.loading}
        onClick={() =>
          void giveBack({ variables: { id, comment } })
            .then(() => onDone(`「${title}」を差し戻しました。`))
            .catch(fail)
        }
      >
        「{title}」を差し戻す
      </button>
    </div>
  );
}
