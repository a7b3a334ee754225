/** A solution's 「活用できる補助金・交付金」 (open ones first, with status) and 「導入事例」. */
import { caseRecord, grantRecord } from '@/components/detail/linked-record-of';
import { LinkedRecords } from '@/components/detail/linked-records';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

export const SolutionLinks_solution = graphql(`
  fragment SolutionLinks_solution on Solution {
    eligibleGrants {
      note
      grant {
        id
        title
        issuer
        applicationStatus
        daysLeft
      }
    }
    cases {
      id
      title
      organizationName
      fiscalYear
    }
  }
`);

export function SolutionLinks(props: { solution: FragmentType<typeof SolutionLinks_solution> }) {
  const solution = getFragmentData(SolutionLinks_solution, props.solution);
  return (
    <>
      <LinkedRecords
        title="活用できる補助金・交付金"
        empty="掲載企業が登録した補助金・交付金はまだありません。"
        records={solution.eligibleGrants.map(({ grant, note }) => ({
          ...grantRecord(grant),
          note: `対象経費：${note}`,
        }))}
      />
      <LinkedRecords
        title="導入事例"
        empty="このソリューションの導入事例はまだありません。"
        records={solution.cases.map(caseRecord)}
      />
    </>
  );
}
