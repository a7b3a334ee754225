/** Every field of a case study, for reading and printing. */
import type { ReactNode } from 'react';
import {
  CITY_KINDS,
  ORGANIZATIONS,
  areaName,
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
import { formatInteger } from '@/lib/format';
import { CaseFigures, type CaseFigures_case } from './case-figures';
import { CaseImages } from './case-images';
import { OwnMunicipalityBadge } from './own-municipality-badge';

export const CaseDetail_case = graphql(`
  fragment CaseDetail_case on Case {
    id
    uid
    title
    summary
    organization
    organizationName
    categories {
      id
      name
      subnames
    }
    areas {
      id
      name
    }
    fiscalYear
    solutionName
    vendorName
    background
    approach
    outcome
    publishedAt
    updatedAt
    images {
      url
      thumbnailUrl
      alt
    }
    ownMunicipality
    municipality {
      code
      name
      kind
      population
      prefectureId
    }
    ...CaseFigures_case
  }
`);

export function CaseDetail(props: {
  item: FragmentType<typeof CaseDetail_case>;
  /** Figures saved on this screen (the operator's form), shown instead of those read. */
  figures?: FragmentType<typeof CaseFigures_case> | null;
  /** Below the figures: the operator's form. */
  figuresEditor?: ReactNode;
  /** The linked solution and grants (case-links.tsx), shown after the outcome. */
  related?: ReactNode;
}) {
  const item = getFragmentData(CaseDetail_case, props.item);
  const municipality = item.municipality;
  return (
    <DetailArticle>
      <DetailHeader title={item.title} tags={item.categories.map(categoryLabel)} source={item.organizationName}>
        {item.ownMunicipality ? <OwnMunicipalityBadge /> : null}
      </DetailHeader>
      <DetailSection title="概要">
        <Paragraphs text={item.summary} />
      </DetailSection>
      <DetailSection title="導入前の課題">
        <Paragraphs text={item.background} />
      </DetailSection>
      <DetailSection title="取り組み内容">
        <Paragraphs text={item.approach} />
      </DetailSection>
      <DetailSection title="導入の効果">
        <Paragraphs text={item.outcome} />
      </DetailSection>
      <CaseImages images={item.images} />
      <DetailSection title="導入費用と効果">
        <CaseFigures item={props.figures ?? item} />
        {props.figuresEditor}
      </DetailSection>
      {props.related}
      <DetailSection title="事例の情報">
        <DetailFacts
          facts={[
            { label: '実施主体', value: item.organizationName },
            { label: '実施主体の区分', value: optionLabel(ORGANIZATIONS, item.organization) ?? item.organization },
            {
              label: '自治体',
              value: municipality
                ? `${areaName(municipality.prefectureId) ?? ''} ${municipality.name}（${optionLabel(CITY_KINDS, municipality.kind) ?? municipality.kind}）`
                : null,
            },
            { label: '団体コード', value: municipality?.code },
            {
              label: '人口',
              value: municipality ? `${formatInteger(municipality.population)}人` : null,
            },
            { label: '地域', value: displayedAffiliationNames(item.areas.map((a) => a.id)).join('、') },
            { label: '導入したソリューション', value: item.solutionName },
            { label: '提供事業者', value: item.vendorName },
            { label: '導入年度', value: fiscalYearLabel(item.fiscalYear) },
          ]}
        />
      </DetailSection>
      <DetailSection title="掲載情報">
        <DetailFacts
          facts={[
            { label: '掲載番号', value: item.id },
            { label: '掲載日', value: formatDate(item.publishedAt) },
            { label: '最終更新日', value: formatDate(item.updatedAt) },
          ]}
        />
      </DetailSection>
    </DetailArticle>
  );
}
