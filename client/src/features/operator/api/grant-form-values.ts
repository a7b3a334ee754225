/** The grant editor's form values: what the server answers (EditorialGrant.values) and what it takes (GrantInput). */
import type { EditorialGrantFieldsFragment, GrantInput } from '@/gql/graphql';

export type GrantFormValues = EditorialGrantFieldsFragment['values'];

export const EMPTY_GRANT_VALUES: GrantFormValues = {
  title: '',
  description: '',
  issuer: '',
  organization: 'national',
  ministry: '',
  applicantKinds: ['local-government'],
  targetBodies: [],
  targetCityKinds: [],
  categoryIds: [],
  areaIds: [],
  fiscalYear: '',
  budgetKind: '',
  subsidyRateText: '',
  amountText: '',
  amountMax: '',
  eligibleCosts: '',
  targetText: '',
  applicationStart: '',
  applicationStartTime: '',
  applicationEnd: '',
  applicationEndTime: '',
  url: '',
  guidelineUrl: '',
  contact: '',
  attachments: [],
};

/** The form's values as the mutation takes them (files by key, name and kind only). */
export function grantInputOf(values: GrantFormValues): GrantInput {
  return {
    ...values,
    attachments: values.attachments.map(({ kind, title, file }) => ({
      kind,
      title,
      file: { key: file.key, name: file.name, kind: file.kind },
    })),
  };
}
