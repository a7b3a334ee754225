/** The proposal form's values: from what the server answers (CaseProposal.values) and to what it takes. */
import { CASE_KPI_MAX } from '@portal/shared/cases/figures';
import type { CaseProposalValues } from '@portal/shared/cases/proposal';
import type { CaseProposalFieldsFragment, CaseProposalInput } from '@/gql/graphql';
import type { UploadedFile } from '@/lib/upload-file';

/** One version of a proposal as the server answers it (CaseProposal.values / returnedValues). */
export type ProposalValues = CaseProposalFieldsFragment['values'];

export interface KpiRow {
  label: string;
  before: string;
  after: string;
  unit: string;
}

export interface ProposalFormValues {
  title: string;
  summary: string;
  /** The picker's text: the name that names the municipality alone (東京都府中市). */
  municipality: string;
  organizationName: string;
  categoryIds: string[];
  fiscalYear: string;
  solutionId: string;
  background: string;
  approach: string;
  outcome: string;
  initialCost: string;
  annualCost: string;
  subsidyAmount: string;
  periodMonths: string;
  kpis: KpiRow[];
  /** The funding grants with their names (the input sends the ids). */
  grants: { id: string; title: string }[];
  images: { file: UploadedFile; alt: string }[];
  consent: boolean;
}

const blankKpis = (): KpiRow[] =>
  Array.from({ length: CASE_KPI_MAX }, () => ({ label: '', before: '', after: '', unit: '' }));

export function emptyProposalValues(solutionId = ''): ProposalFormValues {
  return {
    title: '',
    summary: '',
    municipality: '',
    organizationName: '',
    categoryIds: [],
    fiscalYear: '',
    solutionId,
    background: '',
    approach: '',
    outcome: '',
    initialCost: '',
    annualCost: '',
    subsidyAmount: '',
    periodMonths: '',
    kpis: blankKpis(),
    grants: [],
    images: [],
    consent: false,
  };
}

export function proposalFormValuesOf(v: ProposalValues, consent: boolean): ProposalFormValues {
  const kpis = blankKpis().map((blank, i) => v.kpis[i] ?? blank);
  return {
    title: v.title,
    summary: v.summary,
    municipality: v.municipality,
    organizationName: v.organizationName,
    categoryIds: [...v.categoryIds],
    fiscalYear: v.fiscalYear,
    solutionId: v.solutionId,
    background: v.background,
    approach: v.approach,
    outcome: v.outcome,
    initialCost: v.initialCost,
    annualCost: v.annualCost,
    subsidyAmount: v.subsidyAmount,
    periodMonths: v.periodMonths,
    kpis: kpis.map(({ label, before, after, unit }) => ({ label, before, after, unit })),
    grants: v.grants.map((g) => ({ id: g.id, title: g.title })),
    // The server vouches for the kind (an image kind it detected on upload).
    images: v.images.map((image) => ({
      file: { ...image.file, kind: image.file.kind as UploadedFile['kind'] },
      alt: image.alt,
    })),
    consent,
  };
}

/** What the shared rules check (shared/src/cases/proposal.ts): the grants as ids. */
export function sharedValuesOf(values: ProposalFormValues): CaseProposalValues {
  const { grants, ...rest } = values;
  return { ...rest, grantIds: grants.map((g) => g.id) };
}

export function proposalInputOf(values: ProposalFormValues): CaseProposalInput {
  const { grants, images, ...rest } = values;
  return {
    ...rest,
    // Blank rows too: the server names a row's error by its place in the form (kpis[2].unit).
    grantIds: grants.map((g) => g.id),
    images: images.map(({ file, alt }) => ({ file: { key: file.key, name: file.name, kind: file.kind }, alt })),
  };
}
