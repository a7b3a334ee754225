/**
 * The municipality a profile belongs to, from its 自治体名 (organization): the municipality of
 * that exact name, or, where two share a name (府中市 in Tokyo and Hiroshima), the prefecture's
 * name followed by it (東京都府中市). Anything else (a department, an association) has none.
 * The shared shortlists key on this code, never on the e-mail domain.
 */
import { PREFECTURES } from '@portal/shared';
import type { EntityManager } from 'typeorm';
import { Municipality } from './municipality.entity';

export async function municipalityCodeOf(manager: EntityManager, organization: string): Promise<string | null> {
  const name = organization.normalize('NFKC').replace(/\s+/g, '');
  if (!name) return null;
  const exact = await manager.getRepository(Municipality).find({ select: { code: true }, where: { name } });
  if (exact.length === 1) return exact[0]!.code;
  const prefecture = PREFECTURES.find((p) => name.startsWith(p.name) && name.length > p.name.length);
  if (!prefecture) return null;
  const within = await manager
    .getRepository(Municipality)
    .find({ select: { code: true }, where: { name: name.slice(prefecture.name.length), prefectureId: prefecture.id } });
  return within.length === 1 ? within[0]!.code : null;
}
