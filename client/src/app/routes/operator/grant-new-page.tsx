/** /operator/grants/new: a new grant, kept as a draft until it is published or scheduled. */
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { formErrors } from '@/components/form/nested-errors';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import { CREATE_GRANT_MUTATION, EDITORIAL_GRANT_FIELDS } from '@/features/operator/api/editorial-documents';
import { EMPTY_GRANT_VALUES, grantInputOf } from '@/features/operator/api/grant-form-values';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { GrantForm } from '@/features/operator/components/grant-form';

export function Component() {
  const [create] = useMutation(CREATE_GRANT_MUTATION);
  const navigate = useNavigate();
  return (
    <div className="container">
      <PageTitle title="補助金・交付金の作成" />
      <ConsoleNav />
      <p>下書きとして保存します。公開・公開予約は保存した後の画面で行います。</p>
      <GrantForm
        initialValues={EMPTY_GRANT_VALUES}
        strict={false}
        submitLabel="下書きとして保存する"
        onSave={async (values) => {
          try {
            const { data } = await create({ variables: { input: grantInputOf(values) } });
            const id = data ? getFragmentData(EDITORIAL_GRANT_FIELDS, data.createGrant).id : null;
            if (id) navigate(href('operator.grantEdit', { id }), { state: { saved: true } });
            return undefined;
          } catch (error) {
            return formErrors(toSubmissionErrors(error) as Record<string, string>);
          }
        }}
      />
    </div>
  );
}
