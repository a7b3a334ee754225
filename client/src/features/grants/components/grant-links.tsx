/** A grant's 「この補助金で導入できるソリューション」 and 「この補助金を活用した事例」. */
import { caseRecord, solutionRecord } from '@/components/detail/linked-record-of';
import { LinkedRecords } from '@/components/detail/linked-records';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

export const GrantLinks_grant = graphql(`
  fragment GrantLinks_grant on Grant {
    solutions {
      id
      title
      companyName
    }
    cases {
      id
      title
      organizationName
      fiscalYear
    }
  }
`);

export function GrantLinks(props: { grant: FragmentType<typeof GrantLinks_grant> }) {
  const grant = getFragmentData(GrantLinks_grant, props.grant);
  return (
    <>
      <LinkedRecords
        title="この補助金で導入できるソリューション"
        empty="この補助金・交付金の対象として登録されたソリューションはまだありません。"
        records={grant.solutions.map(solutionRecord)}
      />
      <LinkedRecords
        title="この補助金を活用した事例"
        empty="この補助金・交付金を活用した事例はまだありません。"
        records={grant.cases.map(caseRecord)}
      />
    </>
  );
}
