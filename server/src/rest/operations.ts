/** GraphQL documents the REST façade executes. Field lists mirror the spec's response shapes. */
import type { Section } from '@portal/shared';
import { LIST_PAGE_MAX } from '../modules/search/search.types';

/** Records per page of the REST fetch-all: the most a page may hold. */
export const FETCH_ALL_PAGE = LIST_PAGE_MAX;

const PROFILE_FIELDS = `uid email telephone lastName firstName lastNameKana firstNameKana division position
  organization isMunicipality municipalStatus companyId isOperatorBusiness createdAt updatedAt`;

export const PROFILE_QUERY = `query RestProfile($uid: ID!) { profile(uid: $uid) { ${PROFILE_FIELDS} } }`;
export const UPDATE_PROFILE_MUTATION = `mutation RestUpdateProfile($input: ProfileUpdateInput!) {
  updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;
export const REGISTER_MUNICIPALITY_MUTATION = `mutation RestRegisterMunicipality($input: MunicipalRegistrationInput!) {
  registerMunicipality(input: $input) { ${PROFILE_FIELDS} } }`;

export const REGISTER_COMPANY_MUTATION = `mutation RestRegisterCompany($input: CompanyRegistrationInput!) {
  registerCompany(input: $input) { id name corporateNumber address url status createdAt } }`;

const CATEGORY_REF = 'categories { id name }';
const SUMMARY_FIELDS: Record<Section, string> = {
  solutions: `id uid title excerpt companyId companyName ${CATEGORY_REF} areaNames fiscalYear publishedAt`,
  // New grant fields are added only as far as a 500-item fetch-all page stays within the answer
  // size (graphql/limits.ts): the texts and the rest are in the detail.
  grants: `id uid title excerpt issuer ${CATEGORY_REF} areaNames fiscalYear applicationEnd publishedAt
    applicationStatus daysLeft amountMax`,
  cases: `id uid title excerpt organizationName municipalityName ${CATEGORY_REF} areaNames fiscalYear publishedAt`,
};

const SEARCH_FIELD: Record<Section, string> = {
  solutions: 'searchSolutions',
  grants: 'searchGrants',
  cases: 'searchCases',
};
const ALL_FIELD: Record<Section, string> = { solutions: 'allSolutions', grants: 'allGrants', cases: 'allCases' };
const COUNT_FIELD: Record<Section, string> = { solutions: 'solutionCount', grants: 'grantCount', cases: 'caseCount' };

const AREA_FIELDS = 'areas { id name kind }';
const DETAIL: Record<Section, string> = {
  solutions: `solution(id: $id) { id uid title description ${CATEGORY_REF.replace('{ id name }', '{ id name subnames }')}
    ${AREA_FIELDS} targetCityKinds targetPopulationBands detailItems titleItems explainItems
    offices { officeName address } priceText videoUrl documentName status fiscalYear publishedAt createdAt updatedAt
    company { id name url address corporateNumber description } }`,
  grants: `grant(id: $id) { id uid title description issuer organization ${CATEGORY_REF.replace('{ id name }', '{ id name subnames }')}
    ${AREA_FIELDS} targetCityKinds fiscalYear amountText subsidyRateText targetText applicationStart applicationEnd url
    publishedAt updatedAt applicationStatus daysLeft amountMax subsidyRate ministry targetBodies eligibleCosts guidelineUrl }`,
  cases: `case(id: $id) { id uid title summary organization organizationName ${CATEGORY_REF.replace('{ id name }', '{ id name subnames }')}
    ${AREA_FIELDS} fiscalYear solutionName vendorName background approach outcome publishedAt updatedAt
    municipality { code name kind population prefectureId }
    costs { initialCost annualCost subsidyAmount periodMonths } kpis { label before after unit } }`,
};

export function searchOperation(section: Section): string {
  return `query RestSearch($criteria: SearchInput) { result: ${SEARCH_FIELD[section]}(criteria: $criteria) {
    items { ${SUMMARY_FIELDS[section]} } totalCount page maxPage categoryCounts { id name subnames count } } }`;
}

/** One page of the fetch-all, after the record `$after` (rest/stream.ts reads them all). */
export function allOperation(section: Section, updatedSince = false): string {
  if (updatedSince) {
    return `query RestUpdated($after: ID, $updatedSince: DateTimeISO) { items: ${ALL_FIELD[section]}(limit: ${FETCH_ALL_PAGE}, after: $after, updatedSince: $updatedSince) {
    ${SUMMARY_FIELDS[section]} } }`;
  }
  return `query RestAll($after: ID) { items: ${ALL_FIELD[section]}(limit: ${FETCH_ALL_PAGE}, after: $after) {
    ${SUMMARY_FIELDS[section]} } }`;
}

export function countOperation(section: Section): string {
  return `query RestCount { count: ${COUNT_FIELD[section]} }`;
}

export function detailOperation(section: Section): string {
  return `query RestDetail($id: ID!) { record: ${DETAIL[section]} }`;
}

/** Completions of a prefix (the section is an enum value, passed as a variable). */
export const SUGGEST_QUERY = `query RestSuggest($section: Section!, $prefix: String!) {
  result: suggest(section: $section, prefix: $prefix) { term count } }`;

const RFI_ANSWER_FIELDS = `id companyName submittedAt late answers { questionId text yes choice number
  price { initial annual unitPrice quantity taxIncluded } } quoteName quotePath`;
const RFI_COMMON_FIELDS = `id kind title background specName specPath deadline status sentAt organization
  questions { id kind label choices unit } clarifications { id question answer askedAt answeredAt }`;

/** A request for information as its municipality reads it (submitted answers of every vendor). */
export const RFI_QUERY = `query RestRfi($id: ID!) { rfi(id: $id) { ${RFI_COMMON_FIELDS}
  invitations { ${RFI_ANSWER_FIELDS} } outcome outcomeCompanyName outcomeAmount outcomeReason closedAt } }`;
/** The same request as an invited vendor reads it: its own answer only. */
export const RECEIVED_RFI_QUERY = `query RestReceivedRfi($id: ID!) { receivedRfi(id: $id) { ${RFI_COMMON_FIELDS}
  myAnswer { ${RFI_ANSWER_FIELDS} } canAnswer answerBlockedReason } }`;
