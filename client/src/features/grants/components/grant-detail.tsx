/** Every field of a grant, for reading and printing. */
import {
  CITY_KINDS,
  ORGANIZATIONS,
  categoryLabel,
  displayedAffiliationNames,
  fiscalYearLabel,
  optionLabel,
} from '@portal/shared';
import {
  DetailArticle,
  DetailFacts,
  DetailHeader,
  DetailSection,
  Paragraphs,
  formatDate,
} from '@/components/detail/detail-parts';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

export const GrantDetail_grant = graphql(`
  fragment GrantDetail_grant on Grant {
    id
    uid
    title
    description
    issuer
    organization
    categories {
      id
      name
      subnames
    }
    areas {
      id
      name
    }
    targetCityKinds
    fiscalYear
    amountText
    subsidyRateText
    targetText
    applicationStart
    applicationEnd
    url
    publishedAt
    updatedAt
  }
`);

function period(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start && !end) return null;
  return `${formatDate(start) ?? ''} 〜 ${formatDate(end) ?? ''}`;
}

export function GrantDetail(props: { grant: FragmentType<typeof GrantDetail_grant> }) {
  const grant = getFragmentData(GrantDetail_grant, props.grant);
  return (
    <DetailArticle>
      <DetailHeader title={grant.title} tags={grant.categories.map(categoryLabel)} source={grant.issuer} />
      <DetailSection title="概要">
        <Paragraphs text={grant.description} />
      </DetailSection>
      {grant.targetText && (
        <DetailSection title="対象事業・対象者">
          <Paragraphs text={grant.targetText} />
        </DetailSection>
      )}
      <DetailSection title="制度の内容">
        <DetailFacts
          facts={[
            { label: '実施機関', value: grant.issuer },
            { label: '実施機関の区分', value: optionLabel(ORGANIZATIONS, grant.organization) ?? grant.organization },
            { label: '補助上限額', value: grant.amountText },
            { label: '補助率', value: grant.subsidyRateText },
            { label: '公募期間', value: period(grant.applicationStart, grant.applicationEnd) },
            { label: '年度', value: fiscalYearLabel(grant.fiscalYear) },
            { label: '対象地域', value: displayedAffiliationNames(grant.areas.map((a) => a.id)).join('、') },
            {
              label: '対象自治体区分',
              value: grant.targetCityKinds.map((k) => optionLabel(CITY_KINDS, k) ?? k).join('、'),
            },
            {
              label: '公式情報',
              value: grant.url ? (
                <a href={grant.url} target="_blank" rel="noopener noreferrer">
                  {grant.url}
                  <span className="visually-hidden">（新しいタブで開きます）</span>
                </a>
              ) : null,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title="掲載情報">
        <DetailFacts
          facts={[
            { label: '掲載番号', value: grant.id },
            { label: '掲載日', value: formatDate(grant.publishedAt) },
            { label: '最終更新日', value: formatDate(grant.updatedAt) },
          ]}
        />
      </DetailSection>
    </DetailArticle>
  );
}
