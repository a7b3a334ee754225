/** The three searchable sections of the portal, named as in the URLs and the REST paths. */
export const SECTIONS = ['solutions', 'grants', 'cases'] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<Section, string> = {
  solutions: 'ソリューション',
  grants: '補助金・交付金',
  cases: '導入事例',
};

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}
