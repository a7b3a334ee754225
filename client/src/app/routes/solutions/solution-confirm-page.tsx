/** /solutions/confirm/:id: a document request or inquiry to one solution's vendor. */
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { PageLoading } from '@/components/layout/page-loading';
import { SolutionRequest } from '@/features/document-requests/components/solution-request';
import { graphql } from '@/gql';
import { RequestPage } from '../document-requests/request-layout';

const SOLUTION_CONFIRM_PAGE_QUERY = graphql(`
  query SolutionConfirmPage($id: ID!) {
    solution(id: $id) {
      id
      uid
      title
      documentName
      company {
        id
        name
      }
    }
  }
`);

export function Component() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(SOLUTION_CONFIRM_PAGE_QUERY, { variables: { id } });
  const solution = data?.solution;
  return (
    <RequestPage route="solutions.confirm">
      {loading && !data ? (
        <PageLoading />
      ) : error || !solution ? (
        <FormNotice tone="error">{error?.message ?? 'ソリューションが見つかりません。'}</FormNotice>
      ) : (
        <SolutionRequest
          key={solution.uid}
          solution={{ uid: solution.uid, id: solution.id, title: solution.title, companyName: solution.company.name }}
          documentName={solution.documentName ?? null}
        />
      )}
    </RequestPage>
  );
}
