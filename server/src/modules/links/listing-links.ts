/**
 * A listing's links as part of its content: the vendor's edit is checked and kept in
 * `solutions.edited_links` until the operator publishes the listing (or its change), which
 * writes the link rows and points the linked cases' `solution_id` at the listing. Nothing of an
 * edit is visible before that: every read goes through the published rows.
 */
import { LINK_MESSAGES, MAX_CASE_LINKS, MAX_GRANT_LINKS, linkNoteError, parseRecordId } from '@portal/shared';
import { type EntityManager, In } from 'typeorm';
import { invalidInput, type FieldErrors } from '../../lib/app-error';
import { Case } from '../case/case.entity';
import { Grant } from '../grant/grant.entity';
import type { ListingLinks, Solution } from '../solution/solution.entity';
import { SolutionGrant } from './links.entity';

export interface ListingLinksEdit {
  grantLinks?: { grantId: string; note: string }[] | null;
  caseIds?: string[] | null;
}

const listed = (ids: readonly (string | number)[]) => ids.slice(0, 3).join('、');

/** The published links of a listing: its grant rows and the cases naming it. */
export async function publishedLinksOf(manager: EntityManager, solutionId: number): Promise<ListingLinks> {
  const grants = await manager.getRepository(SolutionGrant).find({ where: { solutionId }, order: { grantId: 'ASC' } });
  const cases = await manager
    .getRepository(Case)
    .find({ select: { id: true }, where: { solutionId }, order: { id: 'ASC' } });
  return { grants: grants.map((g) => ({ grantId: g.grantId, note: g.note })), caseIds: cases.map((c) => c.id) };
}

/** What the editor shows: the pending edit, else the published links. */
export async function editedLinksOf(manager: EntityManager, solution: Solution): Promise<ListingLinks> {
  return solution.editedLinks ?? solution.publishedLinks ?? (await publishedLinksOf(manager, solution.id));
}

/**
 * Checks an edit of the links: each grant a published one with a note, each case a published
 * one that names no other listing. An unpublished or unknown id gets the same answer, so the
 * check reveals nothing unpublished. Returns null when the input leaves the links alone.
 */
export async function checkLinksEdit(
  manager: EntityManager,
  solution: Solution | null,
  edit: ListingLinksEdit,
): Promise<ListingLinks | null> {
  if (edit.grantLinks == null && edit.caseIds == null) return null;
  const current = solution ? await editedLinksOf(manager, solution) : { grants: [], caseIds: [] };
  const errors: FieldErrors = {};
  let grants = current.grants;
  if (edit.grantLinks != null) {
    const seen = new Map<number, string>();
    const unknown: string[] = [];
    for (const link of edit.grantLinks) {
      const id = parseRecordId(link.grantId);
      if (id === null) unknown.push(link.grantId.slice(0, 20));
      else seen.set(id, link.note.trim());
      const noteError = linkNoteError(link.note);
      if (noteError) errors.grantLinks ??= noteError;
    }
    if (seen.size > MAX_GRANT_LINKS) errors.grantLinks = LINK_MESSAGES.tooManyGrants;
    const ids = [...seen.keys()];
    const found = ids.length
      ? await manager.getRepository(Grant).find({ select: { id: true }, where: { id: In(ids), status: 'published' } })
      : [];
    const published = new Set(found.map((g) => g.id));
    unknown.push(...ids.filter((id) => !published.has(id)).map(String));
    if (unknown.length > 0) errors.grantLinks = LINK_MESSAGES.grantNotFound(listed(unknown));
    grants = ids.sort((a, b) => a - b).map((grantId) => ({ grantId, note: seen.get(grantId)! }));
  }
  let caseIds = current.caseIds;
  if (edit.caseIds != null) {
    const unknown = edit.caseIds.filter((raw) => parseRecordId(raw) === null).map((raw) => raw.slice(0, 20));
    const ids = [...new Set(edit.caseIds.map(parseRecordId).filter((id): id is number => id !== null))];
    if (ids.length > MAX_CASE_LINKS) errors.caseIds = LINK_MESSAGES.tooManyCases;
    const found = ids.length
      ? await manager.getRepository(Case).find({
          select: { id: true, solutionId: true },
          where: { id: In(ids), status: 'published' },
        })
      : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    unknown.push(...ids.filter((id) => !byId.has(id)).map(String));
    const taken = found.filter((c) => c.solutionId !== null && c.solutionId !== solution?.id).map((c) => c.id);
    if (unknown.length > 0) errors.caseIds = LINK_MESSAGES.caseNotFound(listed(unknown));
    else if (taken.length > 0) errors.caseIds = LINK_MESSAGES.caseTaken(listed(taken));
    caseIds = ids.sort((a, b) => a - b);
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return { grants, caseIds };
}

/**
 * Publishes the pending links of a listing: replaces its grant rows and moves the cases. A case
 * that came to name another listing meanwhile keeps it. Returns the cases whose solution changed.
 */
export async function publishLinks(manager: EntityManager, solution: Solution): Promise<number[]> {
  const links = solution.editedLinks;
  if (!links) return [];
  const rows = manager.getRepository(SolutionGrant);
  await rows.delete({ solutionId: solution.id });
  if (links.grants.length > 0) {
    await rows.insert(links.grants.map((g) => ({ solutionId: solution.id, grantId: g.grantId, note: g.note })));
  }
  const cases = manager.getRepository(Case);
  const before = (await cases.find({ select: { id: true }, where: { solutionId: solution.id } })).map((c) => c.id);
  const leaving = before.filter((id) => !links.caseIds.includes(id));
  if (leaving.length > 0) await cases.update({ id: In(leaving) }, { solutionId: null });
  const arriving = links.caseIds.filter((id) => !before.includes(id));
  const free = arriving.length
    ? (await cases.find({ select: { id: true, solutionId: true }, where: { id: In(arriving) } }))
        .filter((c) => c.solutionId === null)
        .map((c) => c.id)
    : [];
  // The case's own product and vendor text then names the listing, so the two never disagree.
  if (free.length > 0) {
    await cases.update(
      { id: In(free) },
      { solutionId: solution.id, solutionName: solution.title, vendorName: solution.company?.name ?? null },
    );
  }
  solution.editedLinks = null;
  return [...leaving, ...free];
}

/** Attaches the published links to listings the editor or the review shows: two queries for all. */
export async function withPublishedLinks(manager: EntityManager, solutions: Solution[]): Promise<Solution[]> {
  const ids = solutions.map((s) => s.id);
  if (ids.length === 0) return solutions;
  const grants = await manager
    .getRepository(SolutionGrant)
    .find({ where: { solutionId: In(ids) }, order: { grantId: 'ASC' } });
  const cases = await manager
    .getRepository(Case)
    .find({ select: { id: true, solutionId: true }, where: { solutionId: In(ids) }, order: { id: 'ASC' } });
  for (const solution of solutions) {
    solution.publishedLinks = {
      grants: grants.filter((g) => g.solutionId === solution.id).map((g) => ({ grantId: g.grantId, note: g.note })),
      caseIds: cases.filter((c) => c.solutionId === solution.id).map((c) => c.id),
    };
  }
  return solutions;
}
