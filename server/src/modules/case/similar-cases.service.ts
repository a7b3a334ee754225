/**
 * 同規模の自治体の事例 (類似団体): published cases ranked by how alike their municipality is to the
 * caller's own. The ranking is a short ladder of searches on the read model's facets, most alike
 * first (same kind group and band in the same prefecture, then region, then nationwide, then the
 * neighbouring bands, then the same band of any kind), so no request reads the corpus: each rung
 * is a few bitset ANDs, and the answer is kept per municipality until the read model changes.
 */
import {
  KIND_GROUPS,
  type MunicipalitySize,
  PREFECTURE_KIND,
  SAME_SIZE_MESSAGES,
  findPrefecture,
  groupOfPrefecture,
  kindGroupOf,
  neighbouringBands,
  populationBandOf,
  sizeLabel,
} from '@portal/shared';
import type { Caller } from '../../auth/caller';
import { invalidInput } from '../../lib/app-error';
import type { MunicipalitySizes } from '../municipality/municipality-size';
import type { SearchInput, SearchResultShape } from '../search/search.types';
import type { CaseSummary } from './case.types';
import type { SimilarCase, SimilarCases } from './similar-cases.types';

export const SIMILAR_CASES_DEFAULT = 6;
export const SIMILAR_CASES_MAX = 20;

interface CaseSearch {
  readonly generation: number;
  search(section: 'cases', input: SearchInput): SearchResultShape<CaseSummary>;
}

interface Rung {
  reason: string;
  criteria: SearchInput;
}

/** A prefecture is alike other prefectures: theirs first in its region, then anywhere. */
function prefectureLadder(size: MunicipalitySize): Rung[] {
  const region = groupOfPrefecture(size.prefectureId);
  // Cases whose implementing body (ORGANIZATIONS) is a prefecture.
  const prefectures = { organizations: ['prefecture'] };
  return [
    ...(region
      ? [{ reason: `${region.name}の都道府県`, criteria: { ...prefectures, affiliations: [region.id] } }]
      : []),
    { reason: '全国の都道府県', criteria: prefectures },
  ];
}

function ladder(size: MunicipalitySize): Rung[] {
  if (size.kind === PREFECTURE_KIND) return prefectureLadder(size);
  const group = kindGroupOf(size.kind) ?? KIND_GROUPS[2]!;
  const band = populationBandOf(size.population);
  const prefecture = findPrefecture(size.prefectureId);
  const region = groupOfPrefecture(size.prefectureId);
  const same = { cities: [...group.kinds], populations: [band] };
  const rungs: Rung[] = [];
  if (prefecture)
    rungs.push({ reason: `${prefecture.name}の同規模自治体`, criteria: { ...same, affiliations: [prefecture.id] } });
  if (region) rungs.push({ reason: `${region.name}の同規模自治体`, criteria: { ...same, affiliations: [region.id] } });
  rungs.push({ reason: '全国の同規模自治体', criteria: same });
  const near = neighbouringBands(size.population);
  if (near.length > 0) {
    rungs.push({
      reason: `${group.label}・人口規模が近い自治体`,
      criteria: { cities: [...group.kinds], populations: near },
    });
  }
  rungs.push({ reason: '人口規模が同じ自治体', criteria: { populations: [band] } });
  return rungs;
}

export class SimilarCasesService {
  private readonly answers = new Map<string, SimilarCases>();
  private generation = -1;

  constructor(
    private readonly search: CaseSearch,
    private readonly sizes: MunicipalitySizes,
  ) {}

  async similar(caller: Pick<Caller, 'profile'>, limit: number | null | undefined): Promise<SimilarCases> {
    const wanted = limit ?? SIMILAR_CASES_DEFAULT;
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > SIMILAR_CASES_MAX) {
      throw invalidInput({ limit: `件数は1〜${SIMILAR_CASES_MAX}で指定してください` });
    }
    const size = await this.sizes.of(caller);
    if (!size) return { municipality: null, message: SAME_SIZE_MESSAGES.noMunicipality, items: [] };
    if (this.generation !== this.search.generation) {
      this.answers.clear();
      this.generation = this.search.generation;
    }
    const key = `${size.code}|${wanted}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = {
        municipality: { code: size.code, name: size.name, sizeLabel: sizeLabel(size) },
        message: null,
        items: this.rank(size, wanted),
      };
      if (this.answers.size >= 2_000) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
    }
    return answer;
  }

  private rank(size: MunicipalitySize, limit: number): SimilarCase[] {
    const items: SimilarCase[] = [];
    const seen = new Set<number>();
    for (const rung of ladder(size)) {
      for (const summary of this.search.search('cases', rung.criteria).items) {
        if (seen.has(summary.id)) continue;
        seen.add(summary.id);
        items.push({ case: summary, reason: rung.reason });
        if (items.length >= limit) return items;
      }
    }
    return items;
  }
}
