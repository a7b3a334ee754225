/**
 * 同規模の自治体の事例: for a signed-in municipal user, cases of municipalities like their own
 * (similarCases ranks them: kind, population band, prefecture and region). Without a known
 * municipality the server's message is shown instead. Read (through Apollo, which the home page
 * paints without) only once the session and profile say who is asking, so the prerendered page
 * stays the same for everyone.
 */
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { useProfile } from '@/lib/auth/profile';
import { useSession } from '@/lib/auth/session';
import { useGraphQLQuery } from '@/lib/use-graphql-query';

const SIMILAR_CASES_QUERY = graphql(`
  query SimilarCases {
    similarCases(limit: 6) {
      municipality {
        code
        name
        sizeLabel
      }
      message
      items {
        reason
        case {
          id
          title
          organizationName
          fiscalYear
        }
      }
    }
  }
`);

export function SimilarCases({ className }: { className?: string }) {
  const session = useSession();
  const { profile } = useProfile();
  const asking = session.status === 'signedIn' && profile?.isMunicipality === true;
  const { data, error, loading, refetch } = useGraphQLQuery(SIMILAR_CASES_QUERY, {}, { skip: !asking });
  if (!asking) return null;
  const answer = data?.similarCases;
  return (
    <section aria-labelledby="similar-cases-heading" className={className}>
      <h2 id="similar-cases-heading" className="home-section__heading">
        同規模の自治体の事例
      </h2>
      {answer?.municipality && (
        <p className="similar-cases__basis">
          {answer.municipality.name}（{answer.municipality.sizeLabel}）と区分・人口規模・地域が近い自治体の事例です。
        </p>
      )}
      {error ? (
        <p role="alert">
          事例を読み込めませんでした。
          <button type="button" className="button button--secondary" onClick={refetch}>
            もう一度読み込む
          </button>
        </p>
      ) : loading || !answer ? (
        <div className="record-list record-list--loading" aria-busy="true" />
      ) : answer.message ? (
        <p className="similar-cases__message">{answer.message}</p>
      ) : answer.items.length === 0 ? (
        <p>同規模の自治体の事例はまだ掲載されていません。</p>
      ) : (
        <ul className="record-list">
          {answer.items.map(({ case: item, reason }) => (
            <li key={item.id} className="record-list__item">
              <Link to={href('cases.show', { id: item.id })} className="record-list__title">
                {item.title}
              </Link>
              <span className="record-list__meta">
                {[item.organizationName, `${item.fiscalYear}年度`, reason].join('・')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {answer?.municipality && (
        <Link to={`${href('cases.list')}?sameSize=1`} className="home-latest__all">
          自分の自治体と同規模の事例をすべて見る
        </Link>
      )}
    </section>
  );
}
