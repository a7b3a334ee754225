/**
 * The comparison as a real table: one column per solution, a row header per item, rows whose
 * values differ marked in words (read with the row header) as well as in colour, and 「未記載」
 * for an empty value. On a phone the table scrolls sideways with the row headers held in place.
 */
import { Link } from 'react-router-dom';
import type { SolutionComparisonQuery } from '@/gql/graphql';
import './comparison.css';

type Comparison = SolutionComparisonQuery['solutionComparison'];
type Cell = Comparison['rows'][number]['cells'][number];

function CellContent({ cell }: { cell: Cell }) {
  if (cell.empty) return <span className="comparison__empty">未記載</span>;
  return (
    <>
      {cell.values.length > 1 ? (
        <ul className="comparison__values">
          {cell.values.map((value) => (
            <li key={value}>{value}</li>
          ))}
        </ul>
      ) : (
        <span>{cell.values[0]}</span>
      )}
      {cell.links.length > 0 ? (
        <ul className="comparison__links">
          {cell.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const differing = comparison.rows.filter((row) => row.differs).length;
  return (
    <div className="comparison" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className="comparison__table">
        <caption id="comparison-caption" className="comparison__caption">
          {comparison.columns.length}件のソリューションの比較（値が異なる項目 {differing}件に「差異あり」と表示）
        </caption>
        <thead>
          <tr>
            <th scope="col" className="comparison__corner">
              項目
            </th>
            {comparison.columns.map((column) => (
              <th key={column.id} scope="col" className="comparison__solution">
                <Link to={column.path}>{column.title}</Link>
                <span className="comparison__company">{column.companyName}</span>
                <span className="comparison__number">掲載番号 {column.id}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.key} className={row.differs ? 'comparison__row--differs' : undefined} data-row={row.key}>
              <th scope="row">
                {row.label}
                {row.differs ? <span className="comparison__differs">差異あり</span> : null}
              </th>
              {row.cells.map((cell, index) => (
                <td key={comparison.columns[index]!.id}>
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
