/** Closing a request: 採用 (the vendor, the amount, the reason) or 見送り (the reason). Read-only afterwards. */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { describeApiFailure } from '@/components/form/server-errors';
import type { RfiFieldsFragment } from '@/gql/graphql';
import { CLOSE_RFI } from '../api/rfi-queries';

export function RfiCloseForm({ rfi }: { rfi: RfiFieldsFragment }) {
  const [outcome, setOutcome] = useState<'adopted' | 'declined'>('adopted');
  const [invitationId, setInvitationId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [close, { loading }] = useMutation(CLOSE_RFI);
  return (
    <form
      className="rfi-section no-print"
      aria-labelledby="rfi-close-heading"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!window.confirm('この依頼を終了します。終了後は内容を変更できません。よろしいですか。')) return;
        setErrors({});
        setFailure(null);
        const yen = amount.trim() === '' ? null : Number(amount.replace(/[,，円]/g, ''));
        try {
          await close({
            variables: {
              id: rfi.id,
              input: {
                outcome,
                invitationId: outcome === 'adopted' ? invitationId || null : null,
                amount: outcome === 'adopted' ? yen : null,
                reason,
              },
            },
          });
        } catch (error) {
          const described = describeApiFailure(error);
          setErrors(described.fields);
          setFailure(described.message);
        }
      }}
    >
      <h2 id="rfi-close-heading">結果を記録して終了する</h2>
      <fieldset>
        <legend>結果</legend>
        <label>
          <input type="radio" name="outcome" checked={outcome === 'adopted'} onChange={() => setOutcome('adopted')} />{' '}
          採用
        </label>{' '}
        <label>
          <input type="radio" name="outcome" checked={outcome === 'declined'} onChange={() => setOutcome('declined')} />{' '}
          見送り
        </label>
      </fieldset>
      {outcome === 'adopted' ? (
        <div className="rfi-row">
          <label>
            採用する事業者
            <select
              value={invitationId}
              aria-describedby="invitationId-error"
              onChange={(event) => setInvitationId(event.target.value)}
            >
              <option value="">選択してください</option>
              {rfi.invitations.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.companyName}
                </option>
              ))}
            </select>
          </label>
          <label>
            金額（円、税込）
            <input
              type="text"
              inputMode="numeric"
              value={amount}
              aria-describedby="amount-error"
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
        </div>
      ) : null}
      <FieldError id="invitationId-error" message={errors.invitationId} />
      <FieldError id="amount-error" message={errors.amount} />
      <label className="rfi-input">
        理由
        <textarea
          className="rfi-textarea"
          value={reason}
          aria-describedby="reason-error"
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <FieldError id="reason-error" message={errors.reason} />
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={loading}>
        {outcome === 'adopted' ? '採用として終了する' : '見送りとして終了する'}
      </button>
    </form>
  );
}
