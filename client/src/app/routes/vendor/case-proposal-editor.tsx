/**
 * The proposal form composed for a route: the company's published listings to choose from, and
 * saving through GraphQL (a new proposal becomes /vendor/cases/{id} once saved; a submission goes
 * back to the list with its message). Server messages land on their fields.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { formErrors } from '@/components/form/nested-errors';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import {
  CASE_PROPOSAL_FORM_QUERY,
  CREATE_CASE_PROPOSAL_MUTATION,
  UPDATE_CASE_PROPOSAL_MUTATION,
} from '@/features/case-proposals/api/documents';
import { proposalInputOf, type ProposalFormValues } from '@/features/case-proposals/api/proposal-values';
import { CaseProposalForm } from '@/features/case-proposals/components/case-proposal-form';
import { FORM_ERROR } from 'final-form';

const SUBMITTED = '審査に申請しました。運営事務局の確認をお待ちください。';

export function CaseProposalEditor({
  id,
  initialValues,
  resubmit = false,
}: {
  id: string | null;
  initialValues: ProposalFormValues;
  resubmit?: boolean;
}) {
  const navigate = useNavigate();
  const listings = useQuery(CASE_PROPOSAL_FORM_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_CASE_PROPOSAL_MUTATION);
  const [update] = useMutation(UPDATE_CASE_PROPOSAL_MUTATION);
  if (listings.error && listings.dataState !== 'complete') {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(listings.error).message}</p>
      </FormNotice>
    );
  }
  if (listings.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const published = listings.data.myListings.filter((l) => l.status === 'published');
  if (published.length === 0) {
    return (
      <FormNotice tone="info" live={false}>
        <p>掲載中のソリューションがまだありません。ソリューションが公開されると、その導入事例を投稿できます。</p>
      </FormNotice>
    );
  }
  return (
    <CaseProposalForm
      initialValues={initialValues}
      listings={published}
      resubmit={resubmit}
      onSave={async (values, submit) => {
        const input = proposalInputOf(values);
        try {
          if (id) await update({ variables: { id, input, submit } });
          else {
            const { data } = await create({ variables: { input, submit } });
            const created = data?.createCaseProposal.id;
            if (created && !submit) navigate(href('vendor.caseProposal', { id: created }), { replace: true });
          }
          if (submit) navigate(href('vendor.caseProposals'), { state: { done: SUBMITTED } });
          return undefined;
        } catch (error) {
          const failure = describeApiFailure(error);
          // The form keeps the grants with their names as `grants`; the server names the ids.
          const { grantIds, ...fields } = failure.fields;
          return {
            ...formErrors({ ...fields, ...(grantIds ? { grants: grantIds } : {}) }),
            [FORM_ERROR]: failure.message,
          };
        }
      }}
    />
  );
}
