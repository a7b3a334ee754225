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
  // The values the form started from are an answer of the server: its __typename goes no further.
  const { __typename: _type, ...fields } = values as GrantFormValues & { __typename?: string };
  return {
    ...fields,
    attachments: values.attachments.map(({ kind, title, file }) => ({
      kind,
      title,
      file: { key: file.key, name: file.name, kind: file.kind },
    })),
  };
}
