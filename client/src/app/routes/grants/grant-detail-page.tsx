/** /grants/shows/:id: a grant's detail (municipal, trial and operator users). */
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { type Params, useParams } from 'react-router-dom';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { GrantDetail } from '@/features/grants/components/grant-detail';
import { graphql } from '@/gql';

const GRANT_DETAIL_PAGE_QUERY = graphql(`
  query GrantDetailPage($id: ID!) {
    grant(id: $id) {
      id
      title
      ...GrantDetail_grant
    }
  }
`);

/** Started by the route guard beside the profile read, so the record does not wait for it. */
export function prefetch(client: ApolloClient, { id = '' }: Params): Promise<unknown> {
  return client.query({ query: GRANT_DETAIL_PAGE_QUERY, variables: { id } });
}

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(GRANT_DETAIL_PAGE_QUERY, { variables: { id } });
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives.
  const data = useDeferredValue(query.dataState === 'complete' ? query.data : undefined);
  return (
    <DetailScreen section="grants" screenTitle="補助金・交付金の詳細" title={data?.grant.title} error={query.error}>
      {data && <GrantDetail grant={data.grant} />}
    </DetailScreen>
  );
}
