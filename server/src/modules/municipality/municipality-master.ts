/**
 * The municipality master: every prefecture and 市区町村 with its 全国地方公共団体コード, kind,
 * reading and census population, from server/reference-data/municipalities (built from 総務省
 * data by scripts/build-municipality-master.mjs; sources and attribution in its README). The
 * reference seed writes it into `municipalities` at every start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MUNICIPALITY_KINDS, findPrefecture } from '@portal/shared';
import { parse } from 'csv-parse/sync';

/** The same path from src/ (tests) and dist/ (the built server): both sit two levels below server/. */
export const MUNICIPALITY_MASTER_FILE = path.resolve(
  __dirname,
  '../../../reference-data/municipalities/municipalities.csv',
);

export interface MasterMunicipality {
  code: string;
  name: string;
  reading: string;
  /** The area id of its prefecture ('101'–'147'), the prefecture's own for a prefecture. */
  prefectureId: string;
  /** 'prefecture' or a CITY_KINDS id. */
  kind: string;
  population: number;
}

const KINDS = new Set(MUNICIPALITY_KINDS.map((k) => k.id));

/** The prefecture's area id from a code: its JIS prefecture number plus 100 (areas.ts). */
export function prefectureIdOf(code: string): string {
  return String(100 + Number(code.slice(0, 2)));
}

function row(record: Record<string, string>, line: number): MasterMunicipality {
  const { code = '', kind = '', name = '', reading = '', population = '' } = record;
  const prefectureId = prefectureIdOf(code);
  if (
    !/^\d{6}$/.test(code) ||
    !findPrefecture(prefectureId) ||
    !KINDS.has(kind) ||
    !name ||
    !/^\d+$/.test(population)
  ) {
    throw new Error(`${MUNICIPALITY_MASTER_FILE}:${line}: not a municipality: ${JSON.stringify(record)}`);
  }
  return { code, name, reading, prefectureId, kind, population: Number(population) };
}

let cached: readonly MasterMunicipality[] | null = null;

/** The master's rows in code order (read once per process). */
export function municipalityMaster(): readonly MasterMunicipality[] {
  cached ??= (
    parse(fs.readFileSync(MUNICIPALITY_MASTER_FILE, 'utf8'), { columns: true }) as Record<string, string>[]
  ).map((record, index) => row(record, index + 2));
  return cached;
}
