/**
 * The home page: what the portal offers, the way into each section, categories and what is new.
 * It paints without Apollo (the first-load budget): its one query is read by the page itself as
 * it opens (an early read, app/early-read-routes.ts), and taken over here.
 */
import { startTransition, useEffect, useState } from 'react';
import { grantStatusText, type GrantStatus } from '@portal/shared';
import { SITE_NAME, href } from '@/config/routes';
import type { HomePageQuery } from '@/gql/graphql';
import { query } from '@/lib/apollo-operations';
import { HOME_QUERY } from './home-query';
import { HomeCategories } from './home-categories';
import { HomeEntries } from './home-entries';
import { HomeGuide } from './home-guide';
import { HomeHero } from './home-hero';
import { HomeLatest } from './home-latest';
import { useHomeViewer } from './home-viewer';
import { SimilarCases } from '@/features/cases/components/similar-cases';
import './home.css';

interface HomeData {
  data?: HomePageQuery;
  loading: boolean;
  failed: boolean;
}

/** The last answer, shown at once when the visitor comes back while a fresh one loads. */
let lastAnswer: HomePageQuery | undefined;

function useHomeData(): HomeData {
  const [state, setState] = useState<HomeData>({ data: lastAnswer, loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    query(HOME_QUERY, undefined, controller.signal).then(
      (data) => {
        lastAnswer = data;
        // The sections below the hero render in slices: no long task when the answer arrives.
        startTransition(() => setState({ data, loading: false, failed: false }));
      },
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ data: previous.data, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

export function Component() {
  const { data, loading, failed } = useHomeData();
  const viewer = useHomeViewer();
  useEffect(() => {
    document.title = SITE_NAME;
  }, []);
  const counts = data && { solutions: data.solutionCount, grants: data.grantCount, cases: data.caseCount };
  return (
    <div className="home">
      <HomeHero counts={counts ?? null} />
      <div className="container home__body">
        {failed && (
          <p role="alert" className="home__error">
            最新の情報を読み込めませんでした。時間をおいて再度お試しください。
          </p>
        )}
        <HomeEntries counts={counts ?? null} viewer={viewer} />
        <SimilarCases className="home-section home-latest home__similar" />
        <HomeCategories categories={data?.categories ?? null} loading={loading} viewer={viewer} />
        <div className="home__latest">
          <HomeLatest
            id="closing-grants"
            heading="締切間近の補助金・交付金"
            items={data?.closingGrants.items.slice(0, 5).map((grant) => ({
              id: grant.id,
              title: grant.title,
              meta: [
                grantStatusText(grant.applicationStatus as GrantStatus, grant.daysLeft ?? null),
                grant.issuer,
                grant.applicationEnd && `締切 ${grant.applicationEnd}`,
              ],
            }))}
            section="grants"
            totalCount={data?.closingGrants.totalCount}
            allLabel="締切間近の補助金・交付金をすべて見る"
            allHref={`${href('grants.list')}?statuses=closing&sort=deadline`}
          />
          <HomeLatest
            id="grants"
            heading="受付中の新着補助金・交付金"
            items={data?.latestGrants.items.slice(0, 5).map((grant) => ({
              id: grant.id,
              title: grant.title,
              meta: [
                grantStatusText(grant.applicationStatus as GrantStatus, grant.daysLeft ?? null),
                grant.issuer,
                `${grant.fiscalYear}年度`,
                grant.applicationEnd && `締切 ${grant.applicationEnd}`,
              ],
            }))}
            section="grants"
            totalCount={data?.latestGrants.totalCount}
            allLabel="補助金・交付金をすべて見る"
          />
          <HomeLatest
            id="cases"
            heading="新着の導入事例"
            items={data?.latestCases.items.slice(0, 5).map((item) => ({
              id: item.id,
              title: item.title,
              meta: [item.organizationName, `${item.fiscalYear}年度`],
            }))}
            section="cases"
            totalCount={data?.latestCases.totalCount}
            allLabel="導入事例をすべて見る"
          />
        </div>
        <HomeGuide viewer={viewer} />
      </div>
    </div>
  );
}
