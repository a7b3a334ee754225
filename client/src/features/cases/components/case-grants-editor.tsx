/**
 * Operators only: the grants that funded a case, kept as a list of grant ids (setCaseGrants
 * replaces it; audited on the server). The check is the server's; the claim only decides
 * whether the control is shown. The page reads the case again once saved.
 */
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { graphql } from '@/gql';
import { useOperatorClaim } from '@/lib/auth/operator-claim';
import { failureMessage, mutate } from '@/lib/apollo-operations';
import './case-grants-editor.css';

const SET_CASE_GRANTS_MUTATION = graphql(`
  mutation SetCaseGrants($caseId: ID!, $grantIds: [ID!]!) {
    setCaseGrants(caseId: $caseId, grantIds: $grantIds) {
      id
    }
  }
`);

export function CaseGrantsEditor({ caseId, grantIds }: { caseId: string; grantIds: readonly string[] }) {
  const operator = useOperatorClaim();
  const revalidator = useRevalidator();
  const id = useId();
  const [text, setText] = useState(grantIds.join(', '));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  if (!operator) return null;
  const save = async () => {
    setBusy(true);
    setMessage('');
    try {
      const ids = text
        .split(/[\s,、，]+/)
        .map((part) => part.trim())
        .filter(Boolean);
      await mutate(SET_CASE_GRANTS_MUTATION, { caseId, grantIds: ids });
      setMessage('活用した補助金・交付金を保存しました。');
      void revalidator.revalidate();
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="case-grants-editor">
      <label htmlFor={id}>活用した補助金・交付金の掲載番号（運営者のみ・カンマ区切り）</label>
      <div className="case-grants-editor__row">
        <input id={id} className="form-field__control" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void save()}>
          保存
        </button>
      </div>
      <p role="status">{message}</p>
    </div>
  );
}
