/**
 * Every field of a solution (a vendor's listing), for reading and printing. The request action
 * (basket, document request) is not part of this feature: the route hands it in as `action`.
 */
import {
  CITY_KINDS,
  POPULATION_BANDS,
  TERM_LABELS,
  categoryLabel,
  describeTerms,
  displayedAffiliationNames,
  fiscalYearLabel,
  optionLabel,
} from '@portal/shared';
import type { ReactNode } from 'react';
import {
  DetailArticle,
  DetailFacts,
  DetailHeader,
  DetailSection,
  Paragraphs,
  formatDate,
} from '@/components/detail/detail-parts';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import './solution-detail.css';

export const SolutionDetail_solution = graphql(`
  fragment SolutionDetail_solution on Solution {
    id
    uid
    title
    description
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
    targetPopulationBands
    detailItems
    titleItems
    explainItems
    offices {
      officeName
      address
    }
    priceText
    initialCost
    annualCost
    pricingUnit
    freeTrial
    supportHours
    deliveryPeriod
    certifications
    videoUrl
    thumbnailUrl
    imageUrls
    videoFileUrl
    documentName
    status
    fiscalYear
    publishedAt
    createdAt
    updatedAt
    company {
      id
      name
      address
      url
      corporateNumber
      description
    }
  }
`);

const STATUS_LABELS: Record<string, string> = {
  draft: '下書き',
  review: '審査中',
  returned: '差し戻し',
};

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">（新しいタブで開きます）</span>
    </a>
  );
}

/** `related`: the grants and cases linked to the listing (solution-links.tsx; not in the preview), after the costs. */
export function SolutionDetail(props: {
  solution: FragmentType<typeof SolutionDetail_solution>;
  action?: ReactNode;
  related?: ReactNode;
}) {
  const solution = getFragmentData(SolutionDetail_solution, props.solution);
  const { company } = solution;
  const explained = solution.titleItems
    .map((title, index) => ({ title, explain: solution.explainItems[index] ?? '' }))
    .filter((item) => item.title.trim() !== '' || item.explain.trim() !== '');
  const features = solution.detailItems.filter((item) => item.trim() !== '');
  const status = STATUS_LABELS[solution.status];
  const terms = describeTerms(solution);

  return (
    <DetailArticle aside={props.action}>
      <DetailHeader title={solution.title} tags={solution.categories.map(categoryLabel)} source={company.name}>
        {status && <p className="solution-detail__status">この掲載は「{status}」です。一般には公開されていません。</p>}
      </DetailHeader>
      {solution.thumbnailUrl ? (
        <img
          src={solution.thumbnailUrl}
          alt={`${solution.title}のサムネイル画像`}
          className="solution-detail__thumbnail"
        />
      ) : null}
      <DetailSection title="サービスの概要">
        <Paragraphs text={solution.description} />
      </DetailSection>
      {solution.imageUrls.length > 0 || solution.videoFileUrl ? (
        <DetailSection title="画像・動画">
          <div className="solution-detail__media">
            {solution.imageUrls.map((url, index) => (
              <img key={url} src={url} alt={`${solution.title}の画像${index + 1}`} loading="lazy" />
            ))}
            {solution.videoFileUrl ? (
              <video src={solution.videoFileUrl} controls preload="none" aria-label={`${solution.title}の紹介動画`} />
            ) : null}
          </div>
        </DetailSection>
      ) : null}
      {features.length > 0 && (
        <DetailSection title="主な特長">
          <ul className="detail__list">
            {features.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </DetailSection>
      )}
      {explained.map((item, index) => (
        <DetailSection key={index} title={item.title || '詳しい説明'}>
          <Paragraphs text={item.explain} />
        </DetailSection>
      ))}
      <DetailSection title="対象と費用">
        <DetailFacts
          facts={[
            { label: '対象地域', value: displayedAffiliationNames(solution.areas.map((a) => a.id)).join('、') },
            {
              label: '対象自治体区分',
              value: solution.targetCityKinds.map((k) => optionLabel(CITY_KINDS, k) ?? k).join('、'),
            },
            {
              label: '対象人口規模',
              value: solution.targetPopulationBands.map((p) => optionLabel(POPULATION_BANDS, p) ?? p).join('、'),
            },
            {
              label: '紹介動画',
              value: solution.videoUrl ? (
                <ExternalLink href={solution.videoUrl}>{solution.videoUrl}</ExternalLink>
              ) : null,
            },
            { label: '資料', value: solution.documentName },
          ]}
        />
      </DetailSection>
      <DetailSection title="料金・サポート・セキュリティ">
        <DetailFacts
          facts={(
            [
              'pricingUnit',
              'initialCost',
              'annualCost',
              'priceText',
              'freeTrial',
              'supportHours',
              'deliveryPeriod',
              'certifications',
            ] as const
          ).map((key) => ({ label: TERM_LABELS[key], value: terms[key] ?? '未記載' }))}
        />
      </DetailSection>
      {props.related}
      <DetailSection title="提供企業">
        <DetailFacts
          facts={[
            { label: '企業名', value: company.name },
            { label: '所在地', value: company.address },
            { label: '法人番号', value: company.corporateNumber },
            {
              label: 'ウェブサイト',
              value: company.url ? <ExternalLink href={company.url}>{company.url}</ExternalLink> : null,
            },
            { label: '企業紹介', value: company.description },
          ]}
        />
      </DetailSection>
      {solution.offices.length > 0 && (
        <DetailSection title="本社・支社">
          <DetailFacts facts={solution.offices.map((o) => ({ label: o.officeName, value: o.address }))} />
        </DetailSection>
      )}
      <DetailSection title="掲載情報">
        <DetailFacts
          facts={[
            { label: '掲載番号', value: solution.id },
            { label: '掲載年度', value: solution.fiscalYear ? fiscalYearLabel(solution.fiscalYear) : null },
            { label: '登録日', value: formatDate(solution.createdAt) },
            { label: '掲載日', value: formatDate(solution.publishedAt) },
            { label: '最終更新日', value: formatDate(solution.updatedAt) },
          ]}
        />
      </DetailSection>
    </DetailArticle>
  );
}
