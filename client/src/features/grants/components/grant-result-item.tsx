import type { ReactNode } from 'react';
import { fiscalYearLabel, formatRate, formatYen, type GrantStatus } from '@portal/shared';
import { ResultCard } from '@/components/result-card/result-card';
import { formatDate } from '@/components/detail/detail-parts';
import { href } from '@/config/routes';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';

export const GrantResultItem_grant = graphql(`
  fragment GrantResultItem_grant on GrantSummary {
    id
    title
    excerpt
    snippet {
      text
      inDocument
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
    applicationStatus
    daysLeft
    amountText
    amountMax
    subsidyRateText
    subsidyRate
  }
`);

/** The number when the source gives one, else the text as written. */
export function amountValue(grant: { amountMax?: number | null; amountText?: string | null }): string {
  return grant.amountMax != null ? formatYen(grant.amountMax) : (grant.amountText ?? '');
}

export function rateValue(grant: { subsidyRate?: number | null; subsidyRateText?: string | null }): string {
  if (grant.subsidyRate == null) return grant.subsidyRateText ?? '';
  const rate = formatRate(grant.subsidyRate);
  return grant.subsidyRateText && !grant.subsidyRateText.startsWith(rate)
    ? `${rate}（${grant.subsidyRateText}）`
    : (grant.subsidyRateText ?? rate);
}

export function GrantResultItem(props: { grant: FragmentType<typeof GrantResultItem_grant>; actions?: ReactNode }) {
  const grant = getFragmentData(GrantResultItem_grant, props.grant);
  const amount = amountValue(grant);
  const rate = rateValue(grant);
  return (
    <ResultCard
      actions={props.actions}
      title={grant.title}
      to={href('grants.show', { id: grant.id })}
      source={grant.issuer}
      badge={<GrantStatusBadge status={grant.applicationStatus as GrantStatus} daysLeft={grant.daysLeft} />}
      tags={grant.categories.map((c) => c.name)}
      excerpt={grant.excerpt}
      snippet={grant.snippet}
      facts={[
        { label: '締切', value: grant.applicationEnd ? (formatDate(grant.applicationEnd) ?? '') : '通年・随時' },
        ...(amount ? [{ label: '上限額', value: amount }] : []),
        ...(rate ? [{ label: '補助率', value: rate }] : []),
        { label: '会計年度', value: fiscalYearLabel(grant.fiscalYear) },
        { label: '対象地域', value: grant.areaNames.join('、') },
      ]}
    />
  );
}
