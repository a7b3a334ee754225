/** /operator/cases/new: a new case study, kept as a draft until it is published or scheduled. */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '@/components/form/nested-errors';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import { CREATE_CASE_MUTATION, EDITORIAL_CASE_FIELDS } from '@/features/operator/api/case-editor-documents';
import { caseInputOf, EMPTY_CASE_VALUES } from '@/features/operator/api/case-form-values';
import { CaseForm } from '@/features/operator/components/case-form';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { caseSearches } from './case-searches';

export function Component() {
  const [create] = useMutation(CREATE_CASE_MUTATION);
  const navigate = useNavigate();
  const client = useApolloClient();
  const searches = useMemo(() => caseSearches(client), [client]);
  return (
    <div className="container">
      <PageTitle title="導入事例の作成" />
      <ConsoleNav />
      <p>下書きとして保存します。公開・公開予約は保存した後の画面で行います。</p>
      <CaseForm
        initialValues={EMPTY_CASE_VALUES}
        strict={false}
        submitLabel="下書きとして保存する"
        searches={searches}
        initialGrants={[]}
        initialSolution={null}
        onSave={async (values) => {
          try {
            const { data } = await create({ variables: { input: caseInputOf(values) } });
            const id = data ? getFragmentData(EDITORIAL_CASE_FIELDS, data.createCase).id : null;
            if (id) navigate(href('operator.caseEdit', { id }), { state: { saved: true } });
            return undefined;
          } catch (error) {
            return formErrors(toSubmissionErrors(error) as Record<string, string>);
          }
        }}
      />
    </div>
  );
}
