/** A case's solution (when it is listed) and the grants that funded it. */
import { grantRecord, solutionRecord } from '@/components/detail/linked-record-of';
import { LinkedRecords } from '@/components/detail/linked-records';
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
        records={item.solution ? [solutionRecord(item.solution)] : []}
      />
      <LinkedRecords
        title="活用した補助金・交付金"
        empty="活用した補助金・交付金の登録はありません。"
        records={item.grants.map(grantRecord)}
      />
      <CaseGrantsEditor caseId={item.id} grantIds={item.grants.map((grant) => grant.id)} />
    </>
  );
}
