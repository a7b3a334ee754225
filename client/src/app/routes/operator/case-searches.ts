/** The case form's pickers search the published grants and listings as the operator reads them. */
import type { ApolloClient } from '@apollo/client';
import { GRANT_STATUS_IDS } from '@portal/shared';
import { GRANT_CHOICES_QUERY, SOLUTION_CHOICES_QUERY } from '@/features/operator/api/case-editor-documents';
import type { CaseFormSearches } from '@/features/operator/components/case-form';

export function caseSearches(client: ApolloClient): CaseFormSearches {
  return {
    async grants(text) {
      const { data } = await client.query({
        query: GRANT_CHOICES_QUERY,
        // Closed grants too: a case was usually funded by a call that has ended.
        variables: { criteria: { keyword: text || null, statuses: [...GRANT_STATUS_IDS] } },
        fetchPolicy: 'network-only',
      });
      return (data?.searchGrants.items ?? []).map((g) => ({ id: g.id, title: g.title, about: g.issuer }));
    },
    async solutions(text) {
      const { data } = await client.query({
        query: SOLUTION_CHOICES_QUERY,
        variables: { criteria: { keyword: text || null } },
        fetchPolicy: 'network-only',
      });
      return (data?.searchSolutions.items ?? []).map((s) => ({ id: s.id, title: s.title, about: s.companyName }));
    },
  };
}
