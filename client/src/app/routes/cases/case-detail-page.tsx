/** /cases/shows/:id: a case study's detail (municipal, trial and operator users). */
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { type Params, useParams } from 'react-router-dom';
import { CaseDetail } from '@/features/cases/components/case-detail';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { graphql } from '@/gql';

const CASE_DETAIL_PAGE_QUERY = graphql(`
  query CaseDetailPage($id: ID!) {
    case(id: $id) {
      id
      title
      ...CaseDetail_case
    }
  }
`);

/** Started by the route guard beside the profile read, so the record does not wait for it. */
export function prefetch(client: ApolloClient, { id = '' }: Params): Promise<unknown> {
  return client.query({ query: CASE_DETAIL_PAGE_QUERY, variables: { id } });
}

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(CASE_DETAIL_PAGE_QUERY, { variables: { id } });
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives.
  const data = useDeferredValue(query.dataState === 'complete' ? query.data : undefined);
  return (
    <DetailScreen section="cases" screenTitle="導入事例の詳細" title={data?.case.title} error={query.error}>
      {data && <CaseDetail item={data.case} />}
    </DetailScreen>
  );
}
