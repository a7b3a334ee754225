/** Every field of a grant, for reading and printing. */
import {
  CITY_KINDS,
  MINISTRIES,
  ORGANIZATIONS,
  TARGET_BODIES,
  budgetCalendarHint,
  type GrantStatus,
  categoryLabel,
  displayedAffiliationNames,
  fiscalYearLabel,
  optionLabel,
} from '@portal/shared';
import type { ReactNode } from 'react';
import './grant-detail.css';
import {
  DetailArticle,
  DetailFacts,
  DetailHeader,
  DetailSection,
  Paragraphs,
  formatDate,
} from '@/components/detail/detail-parts';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { amountValue, rateValue } from './grant-result-item';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';
import { APPLICANT_KINDS, BUDGET_KINDS } from '@portal/shared/grants/fields';
import { GrantAttachments, GrantContact, GrantSource } from './grant-documents';

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
    applicationStatus
    daysLeft
    amountMax
    subsidyRate
    ministry
    targetBodies
    eligibleCosts
    guidelineUrl
    applicantKinds
    budgetKind
    applicationStartTime
    applicationEndTime
    contact
    source
    sourceUrl
    attachments {
      id
      kind
      title
      fileName
      size
      url
    }
    publishedAt
    updatedAt
  }
`);

/** The deadline as an .ics file (GET /api/grants/{id}/calendar.ics, docs/api.md). */
export function calendarHref(id: string): string {
  return `/api/grants/${encodeURIComponent(id)}/calendar.ics`;
}

function external(url: string | null | undefined, label?: string) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {label ?? url}
      <span className="visually-hidden">（新しいタブで開きます）</span>
    </a>
  ) : null;
}

/** 「2026年4月1日 9:00 〜 2026年6月30日 17:00」: the times, when given, are Japan time. */
function period(
  start: string | null | undefined,
  end: string | null | undefined,
  startTime?: string | null,
  endTime?: string | null,
): string | null {
  if (!start && !end) return null;
  const at = (date: string | null | undefined, time?: string | null) =>
    [formatDate(date), date && time ? time.replace(/^0(\d)/, '$1') : null].filter(Boolean).join(' ');
  return `${at(start, startTime)} 〜 ${at(end, endTime)}`;
}

/** `related`: the solutions and cases linked to the grant (grant-links.tsx). */
export function GrantDetail(props: { grant: FragmentType<typeof GrantDetail_grant>; related?: ReactNode }) {
  const grant = getFragmentData(GrantDetail_grant, props.grant);
  // A closed grant says so in a sentence (the badge alone reads as a label) and offers no
  // calendar entry for a deadline that has passed.
  const closed = grant.applicationStatus === 'closed';
  const deadline = formatDate(grant.applicationEnd);
  return (
    <DetailArticle>
      <DetailHeader title={grant.title} tags={grant.categories.map(categoryLabel)} source={grant.issuer} />
      <div className="grant-detail__status">
        <GrantStatusBadge status={grant.applicationStatus as GrantStatus} daysLeft={grant.daysLeft} />
        {closed ? (
          <p className="grant-detail__closed">
            この補助金の公募は終了しました{deadline ? `（締切: ${deadline}）` : ''}。
          </p>
        ) : null}
        {grant.applicationEnd && !closed ? (
          <a className="button button--secondary" href={calendarHref(grant.id)} download>
            カレンダーに追加
            <span className="visually-hidden">（締切日の予定ファイル .ics をダウンロード）</span>
          </a>
        ) : null}
      </div>
      <DetailSection title="概要">
        <Paragraphs text={grant.description} />
      </DetailSection>
      {grant.targetText && (
        <DetailSection title="対象事業・対象者">
          <Paragraphs text={grant.targetText} />
        </DetailSection>
      )}
      <DetailSection title="制度の内容（決裁用）">
        <DetailFacts
          facts={[
            {
              label: '受付状況',
              value: <GrantStatusBadge status={grant.applicationStatus as GrantStatus} daysLeft={grant.daysLeft} />,
            },
            {
              label: '公募期間',
              value:
                period(
                  grant.applicationStart,
                  grant.applicationEnd,
                  grant.applicationStartTime,
                  grant.applicationEndTime,
                ) ?? '通年・随時',
            },
            { label: '上限額', value: amountValue(grant) },
            ...(grant.amountMax != null && grant.amountText
              ? [{ label: '上限額（原文）', value: grant.amountText }]
              : []),
            { label: '補助率', value: rateValue(grant) },
            {
              label: '所管省庁',
              value: grant.ministry ? (optionLabel(MINISTRIES, grant.ministry) ?? grant.ministry) : null,
            },
            { label: '実施機関', value: grant.issuer },
            {
              label: '対象',
              value: grant.applicantKinds.map((k) => optionLabel(APPLICANT_KINDS, k) ?? k).join('・'),
            },
            { label: '予算区分', value: grant.budgetKind ? optionLabel(BUDGET_KINDS, grant.budgetKind) : null },
            { label: '実施機関の区分', value: optionLabel(ORGANIZATIONS, grant.organization) ?? grant.organization },
            {
              label: '対象団体',
              value: grant.targetBodies.map((b) => optionLabel(TARGET_BODIES, b) ?? b).join('・'),
            },
            { label: '対象経費', value: grant.eligibleCosts },
            { label: '会計年度', value: fiscalYearLabel(grant.fiscalYear) },
            { label: '予算編成との関係', value: budgetCalendarHint(grant.applicationEnd ?? grant.applicationStart) },
            { label: '公募要領', value: external(grant.guidelineUrl, '公募要領を開く') },
            { label: '対象地域', value: displayedAffiliationNames(grant.areas.map((a) => a.id)).join('、') },
            {
              label: '対象自治体区分',
              value: grant.targetCityKinds.map((k) => optionLabel(CITY_KINDS, k) ?? k).join('、'),
            },
            { label: '公式情報', value: external(grant.url) },
          ]}
        />
      </DetailSection>
      <GrantAttachments attachments={grant.attachments} />
      <GrantContact contact={grant.contact} />
      {props.related}
      <DetailSection title="掲載情報">
        <DetailFacts
          facts={[
            { label: '掲載番号', value: grant.id },
            { label: '掲載日', value: formatDate(grant.publishedAt) },
            { label: '最終更新日', value: formatDate(grant.updatedAt) },
          ]}
        />
        <GrantSource source={grant.source} sourceUrl={grant.sourceUrl} />
      </DetailSection>
    </DetailArticle>
  );
}
