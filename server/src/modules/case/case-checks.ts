/**
 * What only the database and the file store can check of a case (the shared rules ran before):
 * the municipality is in the master, the listing is published, the funding grants are published
 * (a grant already linked may stay whatever its state), each image is the editor's own upload or
 * one the case (or the caller) already vouches for.
 */
import { IMAGE_KINDS } from '@portal/shared';
import { CASE_MESSAGES, type CaseContent } from '@portal/shared/cases/validation';
import { type EntityManager, In } from 'typeorm';
import type { FileStorage } from '../../storage/storage';
import { Grant } from '../grant/grant.entity';
import { resolveFile, UPLOAD_MESSAGES } from '../listing/listing-uploads';
import { Municipality } from '../municipality/municipality.entity';
import { Solution } from '../solution/solution.entity';
import type { CaseDerived } from './case-content';
import type { StoredCaseImage } from './case.entity';

export const FILE_MISSING = 'ファイルが見つかりません。もう一度アップロードしてください';

export interface ReferenceContext {
  /** Grants the case links already (kept even when no longer published). */
  linkedGrants?: readonly number[];
  /** The listing the case names already (kept even when no longer published). */
  solutionId?: number | null;
}

/** What the checks of many cases read, read once for all of them (an import of hundreds of rows). */
export interface ReferenceLookups {
  municipalities: Map<string, Municipality>;
  /** Published listings, with their company. */
  solutions: Map<number, Solution>;
  publishedGrants: Set<number>;
}

export async function referenceLookups(
  manager: EntityManager,
  contents: readonly CaseContent[],
): Promise<ReferenceLookups> {
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const lookups: ReferenceLookups = { municipalities: new Map(), solutions: new Map(), publishedGrants: new Set() };
  const codes = unique(contents.map((c) => c.municipalityCode));
  const solutionIds = unique(contents.map((c) => c.solutionId));
  const grantIds = unique(contents.flatMap((c) => c.grantIds));
  for (let at = 0; at < Math.max(codes.length, solutionIds.length, grantIds.length); at += 500) {
    const part = <T>(list: T[]) => list.slice(at, at + 500);
    if (part(codes).length > 0) {
      for (const m of await manager.getRepository(Municipality).findBy({ code: In(part(codes)) }))
        lookups.municipalities.set(m.code, m);
    }
    if (part(solutionIds).length > 0) {
      const solutions = await manager
        .getRepository(Solution)
        .find({ where: { id: In(part(solutionIds)), status: 'published' }, relations: { company: true } });
      for (const solution of solutions) lookups.solutions.set(solution.id, solution);
    }
    if (part(grantIds).length > 0) {
      const grants = await manager
        .getRepository(Grant)
        .find({ select: { id: true }, where: { id: In(part(grantIds)), status: 'published' } });
      for (const grant of grants) lookups.publishedGrants.add(grant.id);
    }
  }
  return lookups;
}

/** Errors by field; fills the solution's names from the listing when the form left them blank. */
export async function checkReferences(
  manager: EntityManager,
  content: CaseContent,
  existing: ReferenceContext = {},
  lookups?: ReferenceLookups,
): Promise<{ municipality: Municipality | null; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const code = content.municipalityCode;
  const municipality = !code
    ? null
    : lookups
      ? (lookups.municipalities.get(code) ?? null)
      : await manager.getRepository(Municipality).findOneBy({ code });
  if (content.municipalityCode && !municipality) errors.municipalityCode = CASE_MESSAGES.municipalityUnknown;
  if (content.solutionId !== null && content.solutionId !== existing.solutionId) {
    const [solution] = lookups
      ? [lookups.solutions.get(content.solutionId)]
      : await manager
          .getRepository(Solution)
          .find({ where: { id: content.solutionId, status: 'published' }, relations: { company: true } });
    if (!solution) errors.solutionId = CASE_MESSAGES.solutionUnknown;
    else {
      content.solutionName ??= solution.title;
      content.vendorName ??= solution.company.name;
    }
  }
  const linked = existing.linkedGrants ?? [];
  const added = content.grantIds.filter((id) => !linked.includes(id));
  const found =
    added.length === 0
      ? 0
      : lookups
        ? added.filter((id) => lookups.publishedGrants.has(id)).length
        : await manager.getRepository(Grant).count({ where: { id: In(added), status: 'published' } });
  if (found !== added.length) errors.grantIds = CASE_MESSAGES.grantUnknown;
  return { municipality, errors };
}

/** The images as stored, or errors by field (`images.N.file`). */
export async function checkImages(
  storage: FileStorage,
  uid: string,
  content: CaseContent,
  known: ReadonlySet<string>,
): Promise<{ images: StoredCaseImage[]; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const images: StoredCaseImage[] = [];
  for (const [i, image] of content.images.entries()) {
    const resolved = resolveFile(image.file, uid, known);
    const field = `images.${i}.file`;
    if (typeof resolved === 'string' || !IMAGE_KINDS.includes(resolved.kind)) {
      errors[field] = resolved === 'foreign' ? UPLOAD_MESSAGES.foreignFile : CASE_MESSAGES.imageFile;
    } else if (!known.has(resolved.key) && !(await storage.stat(resolved.key))) {
      errors[field] = FILE_MISSING;
    } else images.push({ ...resolved, alt: image.alt });
  }
  return { images, errors };
}

export type { CaseDerived };
