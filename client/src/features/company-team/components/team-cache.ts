/**
 * The team is one answer without an id of its own (the caller's company): a mutation that changes
 * it rewrites that answer in the cache, so the board shows the change without asking again.
 */
import type { ApolloCache } from '@apollo/client';
import type { CompanyTeamQuery } from '@/gql/graphql';
import { COMPANY_TEAM_QUERY } from '../api/documents';

type Team = CompanyTeamQuery['companyTeam'];

export function updateTeam(cache: ApolloCache, change: (team: Team) => Team): void {
  cache.updateQuery({ query: COMPANY_TEAM_QUERY }, (data) =>
    data ? { ...data, companyTeam: change(data.companyTeam) } : data,
  );
}
