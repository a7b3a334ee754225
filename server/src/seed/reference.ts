/**
 * Reference data: the 12 categories, the nationwide area, prefectures, regional groups and the
 * municipality master (every prefecture and 市区町村, server/reference-data/municipalities).
 * Writes only rows that are missing or differ, so running it again changes nothing and costs
 * three SELECTs: an upsert that rewrites a referenced key makes SQLite check every join row
 * pointing at it, which took a minute at start with 100 000 records per section.
 */
import { CATEGORIES, NATIONWIDE_AREA, PREFECTURES, REGIONAL_GROUPS, groupOfPrefecture } from '@portal/shared';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Area } from '../modules/area/area.entity';
import { Category } from '../modules/category/category.entity';
import { municipalityMaster } from '../modules/municipality/municipality-master';
import { Municipality } from '../modules/municipality/municipality.entity';

const UPSERT_CHUNK = 200;

function sameRow<T extends ObjectLiteral>(existing: T | undefined, wanted: Partial<T>): boolean {
  if (!existing) return false;
  return Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(existing[key] ?? null) === JSON.stringify(value ?? null),
  );
}

async function upsertChanged<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  key: keyof T & string,
  rows: Partial<T>[],
): Promise<void> {
  const existing = new Map((await manager.find(entity)).map((row) => [String(row[key]), row]));
  const changed = rows.filter((row) => !sameRow(existing.get(String(row[key])), row));
  for (let start = 0; start < changed.length; start += UPSERT_CHUNK) {
    // TypeORM's upsert types want the entity's full deep-partial; these rows are exactly that.
    await manager.upsert(entity, changed.slice(start, start + UPSERT_CHUNK) as never, [key]);
  }
}

export async function seedReference(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await upsertChanged(
      manager,
      Category,
      'id',
      CATEGORIES.map((c, index) => ({ id: c.id, name: c.name, subnames: [...c.subnames], sortOrder: index + 1 })),
    );
    const areas: Partial<Area>[] = [
      { id: NATIONWIDE_AREA.id, name: NATIONWIDE_AREA.name, kind: 'nationwide', groupId: null, sortOrder: 0 },
      ...REGIONAL_GROUPS.map((g, index) => ({
        id: g.id,
        name: g.name,
        kind: 'group' as const,
        groupId: null,
        sortOrder: 100 + index,
      })),
      ...PREFECTURES.map((p) => ({
        id: p.id,
        name: p.name,
        kind: 'prefecture' as const,
        groupId: groupOfPrefecture(p.id)?.id ?? null,
        sortOrder: Number(p.id),
      })),
    ];
    await upsertChanged(manager, Area, 'id', areas);
    await upsertChanged(manager, Municipality, 'code', [...municipalityMaster()]);
  });
}
