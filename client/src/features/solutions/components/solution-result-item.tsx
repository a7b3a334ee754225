import type { ReactNode } from 'react';
import { fiscalYearLabel } from '@portal/shared';
import { ResultCard } from '@/components/result-card/result-card';
import { href } from '@/config/routes';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

export const SolutionResultItem_solution = graphql(`
  fragment SolutionResultItem_solution on SolutionSummary {
    id
    uid
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
    companyName
    categories {
      id
      name
    }
    areaNames
    fiscalYear
  }
`);

export function SolutionResultItem(props: {
  solution: FragmentType<typeof SolutionResultItem_solution>;
  actions?: ReactNode;
}) {
  const solution = getFragmentData(SolutionResultItem_solution, props.solution);
  return (
    <ResultCard
      actions={props.actions}
      title={solution.title}
      to={href('solutions.show', { id: solution.id })}
      source={solution.companyName}
      tags={solution.categories.map((c) => c.name)}
      excerpt={solution.excerpt}
      snippet={solution.snippet}
      facts={[
        { label: '対象地域', value: solution.areaNames.join('、') },
        ...(solution.fiscalYear ? [{ label: '掲載年度', value: fiscalYearLabel(solution.fiscalYear) }] : []),
      ]}
    />
  );
}
