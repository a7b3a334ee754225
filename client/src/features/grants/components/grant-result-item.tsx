import type { ReactNode } from 'react';
import { fiscalYearLabel } from '@portal/shared';
import { ResultCard } from '@/components/result-card/result-card';
import { formatDate } from '@/components/detail/detail-parts';
import { href } from '@/config/routes';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

export const GrantResultItem_grant = graphql(`
  fragment GrantResultItem_grant on GrantSummary {
    id
    title
    excerpt
    snippet {
      text
      highlights {
        start
        length
      }
    }
    issuer
    categories {
      id
      name
    }
    areaNames
    fiscalYear
    applicationEnd
  }
`);

export function GrantResultItem(props: { grant: FragmentType<typeof GrantResultItem_grant>; actions?: ReactNode }) {
  const grant = getFragmentData(GrantResultItem_grant, props.grant);
  return (
    <ResultCard
      actions={props.actions}
      title={grant.title}
      to={href('grants.show', { id: grant.id })}
      source={grant.issuer}
      tags={grant.categories.map((c) => c.name)}
      excerpt={grant.excerpt}
      snippet={grant.snippet}
      facts={[
        { label: '対象地域', value: grant.areaNames.join('、') },
        { label: '年度', value: fiscalYearLabel(grant.fiscalYear) },
        ...(grant.applicationEnd ? [{ label: '締切', value: formatDate(grant.applicationEnd) ?? '' }] : []),
      ]}
    />
  );
}
