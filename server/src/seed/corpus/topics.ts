/** The subject matter the generated corpus draws on: per category, services and grant programmes. */
import { TOPICS_A } from './topics-a';
import { TOPICS_B } from './topics-b';

export interface Topic {
  /** What a vendor sells or a town introduced, e.g. 書かない窓口システム. */
  service: string;
  /** The municipal problem it answers, as a clause. */
  problem: string;
  /** Concrete features, each at most 60 characters (a listing's detail item). */
  features: readonly string[];
  /** A typical measured result, as a sentence without the full stop. */
  effect: string;
}

export interface CategoryTopics {
  categoryId: string;
  topics: readonly Topic[];
  grantPrograms: readonly string[];
}

export const CATEGORY_TOPICS: readonly CategoryTopics[] = [...TOPICS_A, ...TOPICS_B];

export function topicsOf(categoryId: string): CategoryTopics {
  const found = CATEGORY_TOPICS.find((c) => c.categoryId === categoryId);
  if (!found) throw new Error(`no topics for category ${categoryId}`);
  return found;
}
