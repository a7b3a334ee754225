/**
 * /vendor/insights (and /operator/insights): what municipal staff did with the company's
 * listings, or every listing for the operator, over a period: totals, per day, by region, size
 * band and kind, and how fast requests are opened and answered against the portal's norm. No
 * municipality or user is ever named; a cell of fewer than five municipalities reads 「5未満」.
 */
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ExportButtons } from '@/components/export/export-buttons';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { INSIGHT_EVENTS, LISTING_INSIGHTS_QUERY } from '../api/documents';
import { InsightSection } from './insight-section';
import './insights.css';

function hours(value: number | null | undefined): string {
  return value == null ? '—' : `${value}時間`;
}

export function InsightsBoard() {
  const fromId = useId();
  const toId = useId();
  const listingId = useId();
  const [period, setPeriod] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const [listing, setListing] = useState('');
  const query = useQuery(LISTING_INSIGHTS_QUERY, {
    variables: { from: period.from, to: period.to, listingId: listing || null },
    fetchPolicy: 'cache-and-network',
  });
  const data = query.dataState === 'complete' ? query.data.listingInsights : null;
  if (query.error && !data) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(query.error).message}</p>
      </FormNotice>
    );
  }
  if (!data) return <p role="status">読み込んでいます…</p>;
  const params = new URLSearchParams({ from: data.from, to: data.to, ...(listing ? { listingId: listing } : {}) });
  const totals = new Map(data.totals.map((cell) => [cell.event, cell.display]));
  return (
    <div className="insights">
      <p>
        自治体職員が、検索結果や詳細ページでソリューションをどれだけ見たかを、地方・人口規模・団体の種別ごとに集計しています。自治体名や利用者は表示しません。集計に含まれる自治体が5団体未満の区分は「5未満」と表示します。数字は数秒ごとに反映されます。
      </p>
      <form
        className="insights__filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setPeriod({ from: String(form.get('from') || '') || null, to: String(form.get('to') || '') || null });
        }}
      >
        <div>
          <label htmlFor={fromId}>開始日</label>
          <input id={fromId} name="from" type="date" defaultValue={data.from} />
        </div>
        <div>
          <label htmlFor={toId}>終了日</label>
          <input id={toId} name="to" type="date" defaultValue={data.to} />
        </div>
        <button type="submit" className="button button--secondary">
          期間を変える
        </button>
        <div>
          <label htmlFor={listingId}>ソリューション</label>
          <select id={listingId} value={listing} onChange={(event) => setListing(event.target.value)}>
            <option value="">すべて</option>
            {data.listings.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
      </form>
      {query.error ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : null}
      <ExportButtons path="/api/insights/export" query={params.toString()} label="掲載の反響を保存" />
      <section aria-labelledby="insights-totals">
        <h2 id="insights-totals">
          期間の合計（{data.from} 〜 {data.to}）
        </h2>
        <table className="vendor-table insights__totals">
          <thead>
            <tr>
              <th scope="col">指標</th>
              <th scope="col">件数</th>
            </tr>
          </thead>
          <tbody>
            {INSIGHT_EVENTS.map((event) => (
              <tr key={event.id}>
                <th scope="row">{event.label}</th>
                <td>{totals.get(event.id) ?? '0'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <InsightSection id="insights-daily" title="日ごとの推移" segmentHeader="日付" cells={data.daily} />
      <InsightSection id="insights-region" title="地方別" segmentHeader="地方" cells={data.byRegion} />
      <InsightSection id="insights-size" title="人口規模別" segmentHeader="人口規模" cells={data.bySize} />
      <InsightSection id="insights-kind" title="団体の種別" segmentHeader="種別" cells={data.byKind} />
      <section aria-labelledby="insights-response">
        <h2 id="insights-response">資料請求への対応の速さ（中央値）</h2>
        <dl className="insights__facts">
          <dt>期間内に届いた資料請求</dt>
          <dd>{data.responseTimes.requests}件</dd>
          <dt>最初に開くまで</dt>
          <dd>
            {hours(data.responseTimes.firstOpenHours)}（ポータル全体 {hours(data.responseTimes.platformFirstOpenHours)}
            ）
          </dd>
          <dt>回答済にするまで</dt>
          <dd>
            {hours(data.responseTimes.answerHours)}（ポータル全体 {hours(data.responseTimes.platformAnswerHours)}）
          </dd>
        </dl>
      </section>
      {data.platformTotals ? (
        <InsightSection
          id="insights-platform"
          title="ポータル全体の合計"
          segmentHeader="区分"
          cells={data.platformTotals}
        />
      ) : null}
    </div>
  );
}
