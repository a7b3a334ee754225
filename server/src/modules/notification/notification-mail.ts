/**
 * The notification mails: plain Japanese text, complete in themselves (a terminal under 三層分離
 * shows text only and may not open links): each change says what changed from what to what, who
 * made it and when, the topic's current facts and its address written out in full; then a stop
 * link for exactly this kind of mail and the settings page. No HTML, no tracking, no shortener.
 */
import { NOTIFICATION_KIND_ROWS, SECTION_LABELS, type FollowTopic, type NotificationKind } from '@portal/shared';
import { formatJst, SIGNATURE } from '../../mail/format';
import type { EventLine } from './notification-event.entity';
import type { TopicFacts } from './topic-facts';

export interface MailEntry {
  topic: FollowTopic;
  title: string;
  lines: EventLine[];
  actorName: string;
  at: Date;
  current: TopicFacts | undefined;
}

export interface NotificationMailContent {
  recipientName: string;
  kind: NotificationKind;
  /** Null for a mail sent at once; the digest's span otherwise. */
  digest: 'daily' | 'weekly' | null;
  entries: MailEntry[];
  stopUrl: string;
  settingsUrl: string;
}

const TOPIC_LABELS: Record<FollowTopic, string> = { ...SECTION_LABELS, shortlists: '組織内共有リスト' };

function changeLine([label, before, after]: EventLine): string {
  if (before === null) return `  ${label}: ${after ?? ''}`;
  return `  ${label}: ${before} → ${after ?? 'なし'}`;
}

export function notificationSubject(content: NotificationMailContent): string {
  const prefix = '【自治体ソリューションポータル】';
  if (content.digest) {
    const span = content.digest === 'daily' ? '1日分' : '1週間分';
    return `${prefix}${NOTIFICATION_KIND_ROWS[content.kind].label}（${span}・${content.entries.length}件）`;
  }
  const entry = content.entries[0]!;
  if (content.kind === 'shortlist')
    return `${prefix}共有リスト「${entry.title}」が変更されました（${entry.actorName}）`;
  const withdrawn = entry.lines.some(([label, , after]) => label === '掲載' && after?.startsWith('掲載終了'));
  return `${prefix}フォロー中の${TOPIC_LABELS[entry.topic]}「${entry.title}」${withdrawn ? 'の掲載が終了しました' : 'が変更されました'}`;
}

export function notificationText(content: NotificationMailContent): string {
  const intro =
    content.kind === 'shortlist'
      ? '変更をメールで受け取るようにしている組織内共有リストが変更されました。'
      : 'フォローしている掲載が変更されました。';
  const lines: string[] = [
    `${content.recipientName} 様`,
    '',
    '自治体ソリューションポータルからのお知らせです。',
    intro,
    '',
  ];
  for (const entry of content.entries) {
    lines.push(`■ ${entry.title}（${TOPIC_LABELS[entry.topic]}）`);
    lines.push(...entry.lines.map(changeLine));
    lines.push(`  （${formatJst(entry.at)} ${entry.actorName}）`);
    if (entry.current && entry.current.facts.length > 0) {
      lines.push('', '  現在の内容', ...entry.current.facts.map((fact) => `  ${fact}`));
    }
    if (entry.current) lines.push(`  ${entry.current.url}`);
    lines.push('');
  }
  const label = NOTIFICATION_KIND_ROWS[content.kind].label;
  lines.push(
    '――',
    `「${label}」のメールを止める（ログイン不要・ほかの種類のメールは止まりません）:`,
    content.stopUrl,
    '',
    'メールの種類ごとの頻度（すぐに・1日1回・週1回・受け取らない）と配信先は「メールの設定」で変えられます（要ログイン）:',
    content.settingsUrl,
    SIGNATURE,
  );
  return lines.join('\n');
}
