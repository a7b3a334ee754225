/** The operator console's sections, on every console screen. */
import { NavLink } from 'react-router-dom';
import { href } from '@/config/routes';
import './operator.css';

export const CONSOLE_SECTIONS = [
  {
    to: href('operator.members'),
    label: '承認待ちの会員',
    about: '自治体職員としての登録を承認する、または理由を添えて承認しない',
  },
  {
    to: href('operator.municipalAdministrators'),
    label: '自治体管理者の申請',
    about: '管理者のいない自治体の最初の管理者を一度だけ認める（以後の任命と招待は自治体が行う）',
  },
  {
    to: href('operator.municipalities'),
    label: '所属自治体の確認',
    about: 'メールドメインと自治体を結び付け、所属自治体が未確認の職員を確認する（共有リストの利用範囲）',
  },
  {
    to: href('operator.review'),
    label: '掲載の審査',
    about: '掲載企業の承認、ソリューションの公開と差し戻し（変更は差分で確認）',
  },
  {
    to: href('operator.caseProposals'),
    label: '導入事例の審査',
    about: '掲載企業が投稿した導入事例の公開と差し戻し（再申請は差し戻した版との差分で確認）',
  },
  {
    to: href('operator.grants'),
    label: '補助金・交付金',
    about: '補助金・交付金の作成と修正、公開・公開予約・公開停止、変更履歴',
  },
  {
    to: href('operator.cases'),
    label: '導入事例',
    about: '導入事例の作成と修正（自治体はマスタから選ぶ）、公開・公開予約・公開停止、変更履歴',
  },
  { to: href('operator.inquiries'), label: 'お問い合わせ', about: '受け付けたお問い合わせの対応状況と返信' },
  {
    to: href('operator.requests'),
    label: '未確認の資料請求',
    about: '3営業日を過ぎても掲載企業が開いていない資料請求（催促メールは一度だけ自動送信）',
  },
  { to: href('operator.audit'), label: '監査ログ', about: '誰が・いつ・何を・なぜ変えたか。絞り込みと CSV 出力' },
  {
    to: href('operator.insights'),
    label: '掲載の反響（全体）',
    about: '掲載ごとの閲覧・資料請求の集計とポータル全体の合計',
  },
  { to: href('operator.users'), label: '利用者', about: 'メールアドレスで探し、役割と状態を確認、利用停止と再開' },
  {
    to: href('operator.imports'),
    label: '取り込み',
    about: 'jGrants の一覧や補助金・導入事例の CSV・Excel を、変わる内容を確かめてから取り込む',
  },
] as const;

export function ConsoleNav() {
  return (
    <nav className="console-nav" aria-label="運営者メニュー">
      <ul>
        <li>
          <NavLink to={href('operator.home')} end>
            運営者メニュー
          </NavLink>
        </li>
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to}>{section.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
