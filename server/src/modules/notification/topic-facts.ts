/**
 * What a mail says about a followed topic as it stands when the mail is written: a grant's
 * deadline (with its weekday, Japan time), status, amount and 補助率; a listing's vendor; a case's
 * municipality; and the address written out in full. A mail read on a terminal that cannot open
 * the link must still carry every fact needed to act.
 */
import { applicationStateOf, grantStatusText, type FollowTopic } from '@portal/shared';
import { type EntityManager, In } from 'typeorm';
import { Case } from '../case/case.entity';
import { Grant } from '../grant/grant.entity';
import { Solution } from '../solution/solution.entity';
import { dateWithWeekday } from './event-lines';

export interface TopicFacts {
  facts: string[];
  url: string;
}

const PATHS: Record<FollowTopic, (id: number) => string> = {
  grants: (id) => `/grants/shows/${id}`,
  solutions: (id) => `/solutions/shows/${id}`,
  cases: (id) => `/cases/shows/${id}`,
  shortlists: () => '/mypage/shortlists',
};

export function topicUrl(publicUrl: string, topic: FollowTopic, id: number): string {
  return `${publicUrl}${PATHS[topic](id)}`;
}

export async function topicFacts(
  manager: EntityManager,
  publicUrl: string,
  topics: { topic: FollowTopic; topicId: number }[],
  now: Date,
): Promise<Map<string, TopicFacts>> {
  const facts = new Map<string, TopicFacts>();
  const ids = (topic: FollowTopic) => [...new Set(topics.filter((t) => t.topic === topic).map((t) => t.topicId))];
  const put = (topic: FollowTopic, id: number, lines: string[]) =>
    facts.set(`${topic}:${id}`, { facts: lines, url: topicUrl(publicUrl, topic, id) });
  const grantIds = ids('grants');
  if (grantIds.length > 0) {
    for (const g of await manager.getRepository(Grant).findBy({ id: In(grantIds) })) {
      const { status, daysLeft } = applicationStateOf(g.applicationStart, g.applicationEnd, now);
      const end = dateWithWeekday(g.applicationEnd);
      put('grants', g.id, [
        `締切: ${end ? `${end}${g.applicationEndTime ? ` ${g.applicationEndTime.slice(0, 5)}` : ''}（日本時間）` : '定めなし'}`,
        `公募状況: ${g.status === 'published' ? grantStatusText(status, daysLeft) : '掲載終了'}`,
        `上限額: ${g.amountText || '記載なし'}`,
        `補助率: ${g.subsidyRateText || '記載なし'}`,
        `実施機関: ${g.issuer}`,
      ]);
    }
  }
  const solutionIds = ids('solutions');
  if (solutionIds.length > 0) {
    const rows = await manager
      .getRepository(Solution)
      .find({ where: { id: In(solutionIds) }, relations: { company: true } });
    for (const s of rows) put('solutions', s.id, [`提供: ${s.company?.name ?? ''}`]);
  }
  const caseIds = ids('cases');
  if (caseIds.length > 0) {
    for (const c of await manager.getRepository(Case).findBy({ id: In(caseIds) })) {
      put('cases', c.id, [`自治体: ${c.organizationName}`]);
    }
  }
  for (const id of ids('shortlists')) put('shortlists', id, []);
  return facts;
}
