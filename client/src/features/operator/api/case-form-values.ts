/** The case editor's form values: what the server answers (EditorialCase.values) and what it takes (CaseInput). */
import { findPrefecture } from '@portal/shared';
import type { CaseInput, EditorialCaseFieldsFragment } from '@/gql/graphql';

/** `municipalityText` is the picker's box (never sent: the case keeps the code). */
export type CaseFormValues = EditorialCaseFieldsFragment['values'] & {
  municipalityText: string;
  municipalityLabel: string;
};

export const EMPTY_CASE_VALUES: CaseFormValues = {
  title: '',
  summary: '',
  municipalityCode: '',
  municipalityText: '',
  municipalityLabel: '',
  organizationName: '',
  categoryIds: [],
  fiscalYear: '',
  solutionId: '',
  solutionName: '',
  vendorName: '',
  background: '',
  approach: '',
  outcome: '',
  initialCost: '',
  annualCost: '',
  subsidyAmount: '',
  periodMonths: '',
  kpis: [],
  grantIds: [],
  images: [],
};

/** 「北海道 音威子府村」 (a prefecture alone by its name). */
export function placeOf(municipality: { name: string; prefectureId: string; kind: string }): string {
  if (municipality.kind === 'prefecture') return municipality.name;
  return `${findPrefecture(municipality.prefectureId)?.name ?? ''} ${municipality.name}`.trim();
}

export function caseFormValuesOf(record: EditorialCaseFieldsFragment): CaseFormValues {
  const place = record.municipality ? placeOf(record.municipality) : '';
  return { ...record.values, municipalityText: record.municipality?.name ?? '', municipalityLabel: place };
}

export function caseInputOf(values: CaseFormValues): CaseInput {
  const { municipalityText: _text, municipalityLabel: _label, ...rest } = values;
  // The values the form started from are an answer of the server: its __typename goes no further.
  const { __typename: _type, ...input } = rest as typeof rest & { __typename?: string };
  return {
    ...input,
    kpis: values.kpis.map(({ label, before, after, unit }) => ({ label, before, after, unit })),
    images: values.images.map(({ alt, file }) => ({ alt, file: { key: file.key, name: file.name, kind: file.kind } })),
  };
}
