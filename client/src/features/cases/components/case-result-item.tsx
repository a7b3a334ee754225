import type { ReactNode } from 'react';
import { fiscalYearLabel } from '@portal/shared';
import { ResultCard } from '@/components/result-card/result-card';
import { href } from '@/config/routes';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { OwnMunicipalityBadge } from './own-municipality-badge';

export const CaseResultItem_case = graphql(`
  fragment CaseResultItem_case on CaseSummary {
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
    organizationName
    municipalityName
    categories {
      id
      name
    }
    areaNames
    fiscalYear
  }
`);

export function CaseResultItem(props: {
  item: FragmentType<typeof CaseResultItem_case>;
  actions?: ReactNode;
  /** Of the signed-in staff member's own municipality (the server's answer, own-municipality.ts). */
  ownMunicipality?: boolean;
}) {
  const item = getFragmentData(CaseResultItem_case, props.item);
  return (
    <ResultCard
      actions={props.actions}
      badge={props.ownMunicipality ? <OwnMunicipalityBadge /> : undefined}
      title={item.title}
      to={href('cases.show', { id: item.id })}
      source={item.organizationName}
      tags={item.categories.map((c) => c.name)}
      excerpt={item.excerpt}
      snippet={item.snippet}
      facts={[
        { label: '地域', value: item.areaNames.join('、') },
        { label: '導入年度', value: fiscalYearLabel(item.fiscalYear) },
      ]}
    />
  );
}
