/** A case's solution (when it is listed) and the grants that funded it. */
import type { GrantStatus } from '@portal/shared';
import { LinkedRecords } from '@/components/detail/linked-records';
import { GrantStatusBadge } from '@/components/grant-status-badge/grant-status-badge';
import { href } from '@/config/routes';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { CaseGrantsEditor } from './case-grants-editor';

export const CaseLinks_case = graphql(`
  fragment CaseLinks_case on Case {
    id
    solution {
      id
      title
      companyName
    }
    grants {
      id
      title
      issuer
      applicationStatus
      daysLeft
    }
  }
`);

export function CaseLinks(props: { item: FragmentType<typeof CaseLinks_case> }) {
  const item = getFragmentData(CaseLinks_case, props.item);
  return (
    <>
      <LinkedRecords
        title="導入したソリューション"
        empty="このポータルに掲載中のソリューションとは紐づいていません。"
        records={
          item.solution
            ? [
                {
                  id: item.solution.id,
                  to: href('solutions.show', { id: item.solution.id }),
                  title: item.solution.title,
                  meta: item.solution.companyName,
                },
              ]
            : []
        }
      />
      <LinkedRecords
        title="活用した補助金・交付金"
        empty="活用した補助金・交付金の登録はありません。"
        records={item.grants.map((grant) => ({
          id: grant.id,
          to: href('grants.show', { id: grant.id }),
          title: grant.title,
          meta: (
            <>
              <GrantStatusBadge status={grant.applicationStatus as GrantStatus} daysLeft={grant.daysLeft} />
              <span>{grant.issuer}</span>
            </>
          ),
        }))}
      />
      <CaseGrantsEditor caseId={item.id} grantIds={item.grants.map((grant) => grant.id)} />
    </>
  );
}
