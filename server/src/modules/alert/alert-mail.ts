/**
 * The alert mail: plain Japanese text, one per user per run, with each saved search's new records
 * (title, link and what decides whether to open it) and the bookmarked grants' reminders and
 * changes, then a stop link per search. Only the recipient's own searches and bookmarks go in.
 */
import { SECTION_LABELS, type Section } from '@portal/shared';

export interface AlertRecord {
  title: string;
  url: string;
  /** Lines such as 「公募期間: …」, 「提供: …」. */
  facts: string[];
}

export interface SearchBlock {
  name: string;
  section: Section;
  total: number;
  records: AlertRecord[];
  listUrl: string;
  stopUrl: string;
}

export interface GrantNotice {
  kind: 'deadline' | 'changed';
  title: string;
  url: string;
  line: string;
}

export interface AlertMailContent {
  recipientName: string;
  searches: SearchBlock[];
  grants: GrantNotice[];
  settingsUrl: string;
  /** Stops the bookmarked grants' notices (「お気に入りの補助金の締切」), when the mail has any. */
  grantStopUrl?: string | null;
}

export function alertSubject(content: AlertMailContent): string {
  const news = content.searches.reduce((sum, s) => sum + s.total, 0);
  const parts = [
    ...(news > 0 ? [`新着${news}件`] : []),
    ...(content.grants.some((g) => g.kind === 'deadline') ? ['締切が近い補助金'] : []),
    ...(content.grants.some((g) => g.kind === 'changed') ? ['補助金の変更'] : []),
  ];
  return `【自治体ソリューションポータル】お知らせ（${parts.join('・')}）`;
}

export function alertText(content: AlertMailContent): string {
  const lines: string[] = [`${content.recipientName} 様`, '', '自治体ソリューションポータルからのお知らせです。', ''];
  for (const block of content.searches) {
    lines.push(`■ 保存した検索条件「${block.name}」（${SECTION_LABELS[block.section]}）: 新着・更新 ${block.total}件`);
    for (const record of block.records) {
      lines.push('', `・${record.title}`, ...record.facts.map((fact) => `  ${fact}`), `  ${record.url}`);
    }
    if (block.total > block.records.length) {
      lines.push('', `  ほか${block.total - block.records.length}件は一覧でご覧ください: ${block.listUrl}`);
    }
    lines.push('', `  この条件のメールを止める: ${block.stopUrl}`, '');
  }
  const deadlines = content.grants.filter((g) => g.kind === 'deadline');
  const changes = content.grants.filter((g) => g.kind === 'changed');
  if (deadlines.length > 0) {
    lines.push('■ お気に入りの補助金の締切が近づいています');
    for (const g of deadlines) lines.push('', `・${g.title}`, `  ${g.line}`, `  ${g.url}`);
    lines.push('');
  }
  if (changes.length > 0) {
    lines.push('■ お気に入りの補助金の内容が変わりました');
    for (const g of changes) lines.push('', `・${g.title}`, `  ${g.line}`, `  ${g.url}`);
    lines.push('');
  }
  lines.push(
    '――',
    'メールの設定は「保存した検索条件」で変えられます（要ログイン）。',
    content.settingsUrl,
    '締切のお知らせは、補助金をお気に入りから外すと届かなくなります。',
    ...(content.grantStopUrl
      ? ['お気に入りの補助金の締切のお知らせだけを止める（ログイン不要）:', content.grantStopUrl]
      : []),
    '上の「メールを止める」のリンクはログインせずに使えます。開いた条件のメールだけが止まります。',
    '',
    '※このメールは送信専用です。',
  );
  return lines.join('\n');
}
