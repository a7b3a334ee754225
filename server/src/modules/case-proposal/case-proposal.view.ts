/**
 * What the vendor's screens and the operator's review read of proposals: the stored values with
 * the names the ids stand for (the municipality as the picker names it, the listing's and the
 * grants' titles, the company), read in one query per kind for a whole list.
 */
import { findPrefecture } from '@portal/shared';
import { type EntityManager, In } from 'typeorm';
import { Company } from '../company/company.entity';
import { Grant } from '../grant/grant.entity';
import { Municipality } from '../municipality/municipality.entity';
import { publicFileUrl } from '../solution/file-urls';
import { Solution } from '../solution/solution.entity';
import type { CaseProposal, ProposalContent } from './case-proposal.entity';
import type { CaseProposalValuesView, CaseProposalView } from './case-proposal.types';

interface Names {
  municipalities: Map<string, string>;
  solutions: Map<number, string>;
  grants: Map<number, string>;
  companies: Map<number, string>;
}

const str = (value: unknown): string => (value == null ? '' : String(value));

async function namesFor(manager: EntityManager, proposals: readonly CaseProposal[]): Promise<Names> {
  const contents = proposals.flatMap((p) => [p.content, p.returnedContent]).filter((c): c is ProposalContent => !!c);
  const codes = [...new Set(contents.map((c) => str(c.municipalityCode)).filter(Boolean))];
  const solutionIds = [...new Set(contents.map((c) => Number(c.solutionId)).filter((id) => id > 0))];
  const grantIds = [...new Set(contents.flatMap((c) => (c.grantIds ?? []).map(Number)))];
  const companyIds = [...new Set(proposals.map((p) => p.companyId))];
  const rows = codes.length ? await manager.getRepository(Municipality).findBy({ code: In(codes) }) : [];
  const shared = new Set<string>();
  if (rows.length) {
    const counts = (await manager
      .getRepository(Municipality)
      .createQueryBuilder('m')
      .select('m.name', 'name')
      .addSelect('COUNT(*)', 'count')
      .where('m.name IN (:...names)', { names: [...new Set(rows.map((r) => r.name))] })
      .groupBy('m.name')
      .getRawMany()) as { name: string; count: string | number }[];
    for (const row of counts) if (Number(row.count) > 1) shared.add(row.name);
  }
  // As the picker names it (東京都府中市 where another shares the name), so the form shows it again.
  const qualified = (m: Municipality) =>
    shared.has(m.name) && m.kind !== 'prefecture' ? `${findPrefecture(m.prefectureId)?.name ?? ''}${m.name}` : m.name;
  const titles = async (entity: typeof Solution | typeof Grant, ids: number[]) =>
    ids.length
      ? new Map(
          (await manager.getRepository(entity).find({ select: { id: true, title: true }, where: { id: In(ids) } })).map(
            (r) => [r.id, r.title] as const,
          ),
        )
      : new Map<number, string>();
  const companies = companyIds.length ? await manager.getRepository(Company).findBy({ id: In(companyIds) }) : [];
  return {
    municipalities: new Map(rows.map((m) => [m.code, qualified(m)])),
    solutions: await titles(Solution, solutionIds),
    grants: await titles(Grant, grantIds),
    companies: new Map(companies.map((c) => [c.id, c.name])),
  };
}

function valuesView(content: ProposalContent, names: Names): CaseProposalValuesView {
  const code = str(content.municipalityCode);
  const solutionId = str(content.solutionId);
  return {
    title: str(content.title),
    summary: str(content.summary),
    municipalityCode: code,
    municipality: names.municipalities.get(code) ?? '',
    organizationName: str(content.organizationName),
    categoryIds: [...(content.categoryIds ?? [])],
    fiscalYear: str(content.fiscalYear),
    solutionId,
    solutionTitle: names.solutions.get(Number(solutionId)) ?? null,
    background: str(content.background),
    approach: str(content.approach),
    outcome: str(content.outcome),
    initialCost: str(content.initialCost),
    annualCost: str(content.annualCost),
    subsidyAmount: str(content.subsidyAmount),
    periodMonths: str(content.periodMonths),
    kpis: (content.kpis ?? []).map((k) => ({
      label: str(k?.label),
      before: str(k?.before),
      after: str(k?.after),
      unit: str(k?.unit),
    })),
    grants: (content.grantIds ?? []).map((id) => ({ id: Number(id), title: names.grants.get(Number(id)) ?? '' })),
    images: (content.images ?? []).flatMap((image) =>
      image?.file ? [{ file: { ...image.file, url: publicFileUrl(image.file.key) }, alt: str(image.alt) }] : [],
    ),
  };
}

export async function proposalViews(
  manager: EntityManager,
  proposals: readonly CaseProposal[],
): Promise<CaseProposalView[]> {
  const names = await namesFor(manager, proposals);
  return proposals.map((p) => ({
    id: p.id,
    status: p.status,
    values: valuesView(p.content, names),
    returnedValues: p.returnedContent ? valuesView(p.returnedContent, names) : null,
    consent: p.municipalityConsent,
    reviewComment: p.reviewComment,
    caseId: p.caseId,
    companyName: names.companies.get(p.companyId) ?? '',
    submittedAt: p.submittedAt,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }));
}
