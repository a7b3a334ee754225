/** The subject matter the generated corpus draws on: per category, services and grant programmes. */
import { TOPICS_A } from './topics-a';
import { TOPICS_B } from './topics-b';
import type { CategoryTopics } from './types';

export const CATEGORY_TOPICS: readonly CategoryTopics[] = [...TOPICS_A, ...TOPICS_B];

export function topicsOf(categoryId: string): CategoryTopics {
  const found = CATEGORY_TOPICS.find((c) => c.categoryId === categoryId);
  if (!found) throw new Error(`no topics for category ${categoryId}`);
  return found;
}
