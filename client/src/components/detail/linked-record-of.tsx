/**
 * One linked grant, solution or case as a LinkedRecord: the same line on every detail page that
 * links it (a grant with its status badge and issuer, a solution with its company, a case with its
 * municipality and year).
 */
import type { GrantStatus } from '@portal/shared';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';
import { href } from '@/config/routes';
import type { LinkedRecord } from './linked-records';

export function grantRecord(grant: {
  id: string;
  title: string;
  issuer: string;
  applicationStatus: string;
  daysLeft?: number | null;
}): LinkedRecord {
  return {
    id: grant.id,
    to: href('grants.show', { id: grant.id }),
    title: grant.title,
    meta: (
      <>
        <GrantStatusBadge status={grant.applicationStatus as GrantStatus} daysLeft={grant.daysLeft} />
        <span>{grant.issuer}</span>
      </>
    ),
  };
}

export function solutionRecord(solution: { id: string; title: string; companyName: string }): LinkedRecord {
  return {
    id: solution.id,
    to: href('solutions.show', { id: solution.id }),
    title: solution.title,
    meta: solution.companyName,
  };
}

export function caseRecord(item: {
  id: string;
  title: string;
  organizationName: string;
  fiscalYear: number | string;
}): LinkedRecord {
  return {
    id: item.id,
    to: href('cases.show', { id: item.id }),
    title: item.title,
    meta: `${item.organizationName}（${item.fiscalYear}年度）`,
  };
}
