/** The shape of a rules page's content: data, rendered by RulesPage, so wording stays out of markup. */
export type RulesBlock =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { table: readonly (readonly [string, string])[]; caption?: string };

export interface RulesSection {
  heading: string;
  blocks: readonly RulesBlock[];
}

export interface RulesDocument {
  title: string;
  /** Paragraphs before the first section. */
  lead: readonly string[];
  sections: readonly RulesSection[];
  /** e.g. 「2024年4月1日 制定」 */
  history: readonly string[];
  /** Show a table of contents (long documents). */
  toc?: boolean;
}
