/**
 * The municipalities the pickers choose from: every row of `municipalities`, read once per
 * process and searched in memory (a few thousand rows of reference data, written only by the
 * reference seed before the app starts).
 */
import { findPrefecture, municipalityKindLabel } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { invalidInput } from '../../lib/app-error';
import { MunicipalityIndex } from './municipality-search';
import { Municipality } from './municipality.entity';
import type { MunicipalityOption } from './municipality.types';

export const MUNICIPALITY_SEARCH_DEFAULT = 10;
export const MUNICIPALITY_SEARCH_MAX = 30;
const MAX_TEXT = 64;

export class MunicipalityDirectory {
  private index: Promise<MunicipalityIndex<Municipality>> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  private load(): Promise<MunicipalityIndex<Municipality>> {
    this.index ??= this.dataSource
      .getRepository(Municipality)
      .find()
      .then((rows) => new MunicipalityIndex(rows))
      .catch((error: unknown) => {
        this.index = null;
        throw error;
      });
    return this.index;
  }

  /** Municipalities whose name or reading matches the text, best first (municipality-search.ts). */
  async search(text: string, limit: number | null | undefined): Promise<MunicipalityOption[]> {
    const wanted = limit ?? MUNICIPALITY_SEARCH_DEFAULT;
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > MUNICIPALITY_SEARCH_MAX) {
      throw invalidInput({ limit: `件数は1〜${MUNICIPALITY_SEARCH_MAX}で指定してください` });
    }
    if (text.length > MAX_TEXT) {
      throw invalidInput({ search: `自治体名・読みは${MAX_TEXT}文字以内で入力してください` });
    }
    const index = await this.load();
    return index.search(text, wanted).map((row) => ({
      code: row.code,
      name: row.name,
      reading: row.reading,
      qualifiedName: index.qualifiedName(row),
      prefectureId: row.prefectureId,
      prefectureName: findPrefecture(row.prefectureId)?.name ?? '',
      kind: row.kind,
      kindLabel: municipalityKindLabel(row.kind),
      population: row.population,
    }));
  }
}
