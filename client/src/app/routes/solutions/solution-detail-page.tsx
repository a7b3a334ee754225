/** /solutions/shows/:id: a solution's detail (municipal, trial and operator users; vendors their own). */
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { type Params, useParams } from 'react-router-dom';
import { RequestAction } from '@/features/basket/components/request-action';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { SolutionDetail } from '@/features/solutions/components/solution-detail';
import { graphql } from '@/gql';

const SOLUTION_DETAIL_PAGE_QUERY = graphql(`
  query SolutionDetailPage($id: ID!) {
    solution(id: $id) {
      id
      uid
      title
      company {
        id
        name
      }
      ...SolutionDetail_solution
    }
  }
`);

/** Started by the route guard beside the profile read, so the record does not wait for it. */
export function prefetch(client: ApolloClient, { id = '' }: Params): Promise<unknown> {
  return client.query({ query: SOLUTION_DETAIL_PAGE_QUERY, variables: { id } });
}

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(SOLUTION_DETAIL_PAGE_QUERY, { variables: { id } });
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives.
  const data = useDeferredValue(query.dataState === 'complete' ? query.data : undefined);
  return (
    <DetailScreen
      section="solutions"
      screenTitle="ソリューションの詳細"
      title={data?.solution.title}
      error={query.error}
    >
      {data && (
        <SolutionDetail
          solution={data.solution}
          action={
            <RequestAction
              solution={{
                uid: data.solution.uid,
                id: data.solution.id,
                title: data.solution.title,
                companyName: data.solution.company.name,
              }}
            />
          }
        />
      )}
    </DetailScreen>
  );
}
