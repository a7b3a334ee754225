/**
 * /open-data: the published grants and cases as daily bulk files (server: modules/open-data),
 * with their licence, date, size and SHA-256, read from the manifest /open-data/index.json; and
 * how to pull only what changed (updatedSince). Every state of the read is shown.
 */
import { JAPAN_TIME_ZONE } from '@portal/shared';
import { useEffect, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import './open-data-page.css';

interface OpenDataFile {
  name: string;
  section: 'grants' | 'cases';
  format: 'csv' | 'json';
  records: number;
  bytes: number;
  sha256: string;
}

interface Manifest {
  date: string;
  generatedAt: string;
  license: { name: string; url: string };
  files: OpenDataFile[];
}

const SECTION_LABELS = { grants: '補助金・交付金', cases: '導入事例' } as const;
const GENERATED = new Intl.DateTimeFormat('ja-JP', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: JAPAN_TIME_ZONE,
});

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; manifest: Manifest };

export function Component() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetch('/open-data/index.json')
      .then(async (response) => (response.ok ? ((await response.json()) as Manifest) : null))
      .catch(() => null)
      .then((manifest) => {
        if (live) setState(manifest ? { kind: 'ready', manifest } : { kind: 'missing' });
      });
    return () => {
      live = false;
    };
  }, []);
  const origin = window.location.origin;
  return (
    <div className="container open-data">
      <PageTitle title="オープンデータ" />
      <p>
        このポータルに掲載中の補助金・交付金と導入事例を、一覧に表示される項目（公開情報）に限って、毎日1回ファイルにしています。表計算ソフトや庁内システムへの取り込みにご利用ください。
      </p>
      {state.kind === 'loading' ? (
        <p role="status">読み込んでいます…</p>
      ) : state.kind === 'missing' ? (
        <p role="status">ファイルを作成中です。しばらくしてから再度お試しください。</p>
      ) : (
        <>
          <dl className="open-data__facts">
            <dt>ライセンス</dt>
            <dd>
              <a href={state.manifest.license.url} rel="license">
                {state.manifest.license.name}
              </a>
              （出典：自治体ソリューションポータル）
            </dd>
            <dt>データの日付</dt>
            <dd>
              <time dateTime={state.manifest.date}>{state.manifest.date}</time>（作成：
              {GENERATED.format(new Date(state.manifest.generatedAt))}）
            </dd>
          </dl>
          <div className="open-data__table" role="region" aria-label="ファイルの一覧" tabIndex={0}>
            <table>
              <caption>ファイルの一覧</caption>
              <thead>
                <tr>
                  <th scope="col">データ</th>
                  <th scope="col">形式</th>
                  <th scope="col">件数</th>
                  <th scope="col">サイズ</th>
                  <th scope="col">SHA-256</th>
                </tr>
              </thead>
              <tbody>
                {state.manifest.files.map((file) => (
                  <tr key={file.name}>
                    <th scope="row">
                      <a href={`/open-data/${file.name}`} download={file.format === 'csv' ? file.name : undefined}>
                        {SECTION_LABELS[file.section]}（{file.format.toUpperCase()}）
                      </a>
                    </th>
                    <td>{file.format === 'csv' ? 'CSV（UTF-8・BOM付き）' : 'JSON'}</td>
                    <td>{file.records.toLocaleString('ja-JP')}件</td>
                    <td>{sizeOf(file.bytes)}</td>
                    <td>
                      <code className="open-data__hash">{file.sha256}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <h2>ファイルの住所（毎日同じ）</h2>
      <ul className="open-data__addresses">
        {['grants.csv', 'grants.json', 'cases.csv', 'cases.json'].map((name) => (
          <li key={name}>
            <code>
              {origin}/open-data/{name}
            </code>
          </li>
        ))}
      </ul>
      <h2>変わったものだけを取得する</h2>
      <p>
        前回の取得以降に更新されたものだけが必要なときは、API の全件取得に <code>updatedSince</code>
        （ISO 8601
        の日時）を付けてください。掲載を終えたものは含まれないため、ときどき上のファイルと照らし合わせてください。
      </p>
      <pre className="open-data__example">
        <code>{`curl "${origin}/api/service/grants/search?searchType=grants&updatedSince=2026-12-01T00:00:00%2B09:00"`}</code>
      </pre>
      <p>
        API の説明は <a href="/api/openapi.json">OpenAPI 文書</a>
        をご覧ください。庁内ツールからログインが必要な情報を取得するときは、マイページの「APIキー」で作成したキーを使います。
      </p>
    </div>
  );
}
