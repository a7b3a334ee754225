/**
 * /rules/accessibility: the portal's accessibility policy and test results, after 総務省「みんなの
 * 公共サイト運用ガイドライン」. The results table is the committed output of the automated run
 * (content/accessibility-results.json); the wording is in content/accessibility.ts.
 */
import { Link } from 'react-router-dom';
import { OPERATOR } from '@/config/operator';
import { href } from '@/config/routes';
import { A11Y_ROLES, A11Y_ROLE_LABELS, type ResultsTable, type RouteResult } from './content/accessibility-results';
import results from './content/accessibility-results.json';
import { A11Y_MANUAL_CHECKS, A11Y_POLICY, A11Y_STATEMENT, conformanceOf } from './content/accessibility';
import { RulesLayout } from './rules-layout';
import './accessibility-page.css';

const TABLE = results as ResultsTable;

function dateOf(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

function Cell({ route, role }: { route: RouteResult; role: (typeof A11Y_ROLES)[number] }) {
  const found = route.roles[role];
  if (!found) {
    return (
      <td className="a11y-results__none">
        <span aria-hidden="true">－</span>
        <span className="visually-hidden">対象外</span>
      </td>
    );
  }
  const open = found.filter((violation) => !violation.exception).length;
  if (open) return <td className="a11y-results__fail">違反 {open}件</td>;
  if (found.length) return <td>例外 {found.length}件</td>;
  return <td>問題なし</td>;
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rules__section">
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

export function Component() {
  const checks = TABLE.routes.reduce((sum, route) => sum + Object.keys(route.roles).length, 0);
  const exceptions = TABLE.routes.flatMap((route) =>
    A11Y_ROLES.flatMap((role) =>
      (route.roles[role] ?? [])
        .filter((violation) => violation.exception)
        .map((violation) => ({ route, role, violation })),
    ),
  );
  const open = TABLE.routes.some((route) =>
    Object.values(route.roles).some((found) => found.some((violation) => !violation.exception)),
  );
  const conformance = conformanceOf(open);
  return (
    <RulesLayout title={A11Y_STATEMENT.title}>
      {A11Y_POLICY.map((paragraph) => (
        <p key={paragraph} className="rules__lead">
          {paragraph}
        </p>
      ))}

      <Section id="a11y-target" heading="1. 対応規格・目標とする適合レベル・対応度">
        <table className="rules-table">
          <tbody>
            <tr>
              <th scope="row">対応規格</th>
              <td>JIS X 8341-3:2016（WCAG 2.0 と一致する規格）</td>
            </tr>
            <tr>
              <th scope="row">目標とする適合レベル</th>
              <td>AA</td>
            </tr>
            <tr>
              <th scope="row">対応度</th>
              <td>{conformance.label}</td>
            </tr>
            <tr>
              <th scope="row">依存したウェブコンテンツ技術</th>
              <td>HTML、CSS、JavaScript、WAI-ARIA</td>
            </tr>
          </tbody>
        </table>
        <p>{conformance.reason}</p>
      </Section>

      <Section id="a11y-scope" heading="2. 対象範囲">
        <p>
          本サービス（{A11Y_STATEMENT.siteName}）のすべての画面、{TABLE.routes.length}
          種類です。画面の一覧とアドレスは「5. 試験結果」の表のとおりです。
        </p>
        <ul>
          {A11Y_STATEMENT.outOfScope.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>

      <Section id="a11y-date" heading="3. 試験日">
        <p>
          {dateOf(TABLE.testedOn)}
          。試験結果の表はこの日に作成したものです。以後は、本サービスを変更するたびに同じ自動試験を行い、結果がこの表と一致することを確認しています。
        </p>
      </Section>

      <Section id="a11y-method" heading="4. 試験方法">
        <h3>自動試験</h3>
        <ul>
          <li>
            試験ツール：axe-core {TABLE.axeCore}（判定基準：WCAG 2.0 および 2.1 の適合レベル A・AA に対応する規則）
          </li>
          <li>ブラウザー：{TABLE.browser}（画面の幅 1280 ピクセル）</li>
          {A11Y_STATEMENT.automated.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>手作業による確認</h3>
        <p>{A11Y_STATEMENT.manualLead}</p>
        <ul>
          {A11Y_MANUAL_CHECKS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{A11Y_STATEMENT.manualLimits}</p>
      </Section>

      <Section id="a11y-results" heading="5. 試験結果">
        <p>
          {TABLE.routes.length}種類の画面を、開くことのできる利用者の種類ごとに、延べ{checks}画面試験しました。
          {open ? '違反が残っている画面があります。' : '例外として説明するもののほかに、違反はありませんでした。'}
        </p>
        <div className="a11y-results" role="region" aria-labelledby="a11y-results-caption" tabIndex={0}>
          <table className="rules-table a11y-results__table">
            <caption id="a11y-results-caption">画面ごと・利用者の種類ごとの自動試験の結果</caption>
            <thead>
              <tr>
                <th scope="col">画面（アドレス）</th>
                {A11Y_ROLES.map((role) => (
                  <th key={role} scope="col">
                    {A11Y_ROLE_LABELS[role]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TABLE.routes.map((route) => (
                <tr key={route.id}>
                  <th scope="row">
                    {route.title}
                    <br />
                    <code>{route.path}</code>
                  </th>
                  {A11Y_ROLES.map((role) => (
                    <Cell key={role} route={route} role={role} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          「－」は、その種類の利用者が開くことのない画面です（ログイン画面へ案内される、または権限がないため表示されない画面）。
        </p>
        <h3>例外事項</h3>
        {exceptions.length === 0 ? (
          <p>例外として扱っている違反はありません。</p>
        ) : (
          <ul>
            {exceptions.map(({ route, role, violation }) => (
              <li key={`${route.id}-${role}-${violation.rule}`}>
                {route.title}（{A11Y_ROLE_LABELS[role]}）：{violation.help}（{violation.rule}）。{violation.exception}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="a11y-contact" heading="6. お問い合わせ先">
        <p>
          本サービスのアクセシビリティについてお気づきの点やご利用上の問題は、
          <Link to={href('inquiry.form')}>お問い合わせフォーム</Link>
          （お問い合わせの種別は「その他」）または {OPERATOR.email}{' '}
          までお知らせください。内容を確認のうえ、改善に努めます。
        </p>
        <p>
          {OPERATOR.name}（電話 {OPERATOR.telephone}、{OPERATOR.telephoneHours}）
        </p>
      </Section>
    </RulesLayout>
  );
}
