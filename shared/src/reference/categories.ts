/**
 * The twelve solution categories (docs/search.md). The display label joins the
 * name and its subnames with 「・」, e.g. 防災・インフラ・まちづくり.
 */
export interface CategoryDefinition {
  id: string;
  name: string;
  subnames: readonly string[];
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  { id: '01', name: '防災', subnames: ['インフラ', 'まちづくり'] },
  { id: '02', name: '広報', subnames: ['シティプロモーション'] },
  { id: '03', name: '観光', subnames: ['文化', 'スポーツ'] },
  { id: '04', name: '産業振興', subnames: ['農林水産'] },
  { id: '05', name: '環境', subnames: ['脱炭素'] },
  { id: '06', name: '福祉', subnames: ['医療'] },
  { id: '07', name: '教育', subnames: ['子育て'] },
  { id: '08', name: '窓口業務', subnames: [] },
  { id: '09', name: '通信', subnames: ['セキュリティ'] },
  { id: '10', name: '人事', subnames: ['人材育成'] },
  { id: '11', name: '総務', subnames: ['企画', '財政'] },
  { id: '12', name: '選挙', subnames: ['議会'] },
];

export const CATEGORY_IDS: readonly string[] = CATEGORIES.map((c) => c.id);

export function categoryLabel(category: Pick<CategoryDefinition, 'name' | 'subnames'>): string {
  return [category.name, ...category.subnames].join('・');
}

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));

export function findCategory(id: string): CategoryDefinition | undefined {
  return byId.get(id);
}
