/**
 * A vendor's proposal as stored: the shared rules (shared/src/cases/proposal.ts) first, then what
 * only the database knows — the municipality named by the picker exists in the master, the
 * listing is the company's own and published, the grants are published, each image is the
 * caller's own upload (or one the proposal already holds) and is in storage. Another company's
 * listing answers as an unknown one.
 */
import { IMAGE_KINDS } from '@portal/shared';
import { CASE_PROPOSAL_MESSAGES, validateCaseProposal, type CaseProposalValues } from '@portal/shared/cases/proposal';
import { CASE_MESSAGES } from '@portal/shared/cases/validation';
import { type EntityManager, In } from 'typeorm';
import { invalidInput, type FieldErrors } from '../../lib/app-error';
import type { FileStorage } from '../../storage/storage';
import { CASE_EDITOR_MESSAGES } from '../case/case-editor.service';
import { Grant } from '../grant/grant.entity';
import { resolveFile, UPLOAD_MESSAGES } from '../listing/listing-uploads';
import { municipalityCodeOf } from '../municipality/municipality-code';
import { Municipality } from '../municipality/municipality.entity';
import { Solution } from '../solution/solution.entity';
import type { ProposalContent } from './case-proposal.entity';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const texts = (value: readonly unknown[] | null | undefined): string[] => [
  ...new Set((value ?? []).map(text).filter((v) => v !== '')),
];

/** The image keys a stored content refers to (the files it may keep without re-uploading). */
export function imageKeysOf(content: ProposalContent | null): string[] {
  return (content?.images ?? []).flatMap((image) => (image?.file ? [image.file.key] : []));
}

export interface CheckedProposal {
  content: ProposalContent;
  solutionId: number | null;
  consent: boolean;
}

export async function checkProposal(
  manager: EntityManager,
  storage: FileStorage,
  subject: { uid: string; companyId: number; known: ReadonlySet<string> },
  values: CaseProposalValues,
  submit: boolean,
): Promise<CheckedProposal> {
  const errors: FieldErrors = validateCaseProposal(values, { submit });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);

  const named = text(values.municipality).normalize('NFKC');
  const code = named === '' ? null : /^\d{6}$/.test(named) ? named : await municipalityCodeOf(manager, named);
  const municipality = code ? await manager.getRepository(Municipality).findOneBy({ code }) : null;
  if (named !== '' && !municipality) errors.municipality = CASE_PROPOSAL_MESSAGES.municipalityUnknown;

  const wanted = text(values.solutionId);
  const solutionId = wanted === '' ? null : Number(wanted);
  if (solutionId !== null) {
    const own = await manager
      .getRepository(Solution)
      .countBy({ id: solutionId, companyId: subject.companyId, status: 'published' });
    if (own !== 1) errors.solutionId = CASE_PROPOSAL_MESSAGES.solutionNotOwn;
  }

  const grantIds = texts(values.grantIds);
  const found = grantIds.length
    ? await manager.getRepository(Grant).countBy({ id: In(grantIds.map(Number)), status: 'published' })
    : 0;
  if (found !== grantIds.length) errors.grantIds = CASE_MESSAGES.grantUnknown;

  const images: NonNullable<ProposalContent['images']>[number][] = [];
  for (const [i, image] of (values.images ?? []).entries()) {
    const resolved = resolveFile(image?.file, subject.uid, subject.known);
    const field = `images.${i}.file`;
    if (typeof resolved === 'string' || !IMAGE_KINDS.includes(resolved.kind)) {
      errors[field] = resolved === 'foreign' ? UPLOAD_MESSAGES.foreignFile : CASE_MESSAGES.imageFile;
    } else if (!subject.known.has(resolved.key) && !(await storage.stat(resolved.key))) {
      errors[field] = CASE_EDITOR_MESSAGES.fileMissing;
    } else images.push({ file: resolved, alt: text(image?.alt) });
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);

  const content: ProposalContent = {
    title: text(values.title),
    summary: text(values.summary),
    municipalityCode: municipality?.code ?? null,
    organizationName: text(values.organizationName),
    categoryIds: texts(values.categoryIds).sort(),
    fiscalYear: text(values.fiscalYear == null ? '' : String(values.fiscalYear)),
    solutionId: solutionId === null ? '' : String(solutionId),
    background: text(values.background),
    approach: text(values.approach),
    outcome: text(values.outcome),
    initialCost: text(values.initialCost == null ? '' : String(values.initialCost)),
    annualCost: text(values.annualCost == null ? '' : String(values.annualCost)),
    subsidyAmount: text(values.subsidyAmount == null ? '' : String(values.subsidyAmount)),
    periodMonths: text(values.periodMonths == null ? '' : String(values.periodMonths)),
    kpis: (values.kpis ?? [])
      .map((kpi) => ({
        label: text(kpi?.label),
        before: text(kpi?.before == null ? '' : String(kpi.before)),
        after: text(kpi?.after == null ? '' : String(kpi.after)),
        unit: text(kpi?.unit),
      }))
      .filter((kpi) => Object.values(kpi).some((v) => v !== '')),
    grantIds,
    images,
  };
  return { content, solutionId, consent: values.consent === true };
}
