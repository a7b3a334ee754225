/** Builds the type-graphql schema; every root field must carry an @Access rule. */
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { CaseResolver } from '../modules/case/case.resolver';
import { CompanyResolver } from '../modules/company/company.resolver';
import { CategoryResolver } from '../modules/category/category.resolver';
import { DocumentRequestResolver } from '../modules/document-request/document-request.resolver';
import { GrantResolver } from '../modules/grant/grant.resolver';
import { ImportResolver } from '../modules/import/import.resolver';
import { GrantEditorResolver } from '../modules/grant/grant-editor.resolver';
import { CaseEditorResolver } from '../modules/case/case-editor.resolver';
import { CaseProposalResolver } from '../modules/case-proposal/case-proposal.resolver';
import { RfiResolver } from '../modules/rfi/rfi.resolver';
import { RfiSolutionsResolver } from '../modules/rfi/rfi-solutions.resolver';
import { OwnMunicipalityResolver } from '../modules/case/own-municipality.resolver';
import { InquiryResolver } from '../modules/inquiry/inquiry.resolver';
import { ListingResolver } from '../modules/listing/listing.resolver';
import { CaseLinksResolver, GrantLinksResolver, SolutionLinksResolver } from '../modules/links/links.resolver';
import { SolutionResolver } from '../modules/solution/solution.resolver';
import { SuggestionResolver } from '../modules/suggestion/suggestion.resolver';
import { MunicipalityResolver } from '../modules/municipality/municipality.resolver';
import { MunicipalAdminResolver } from '../modules/municipal-admin/municipal-admin.resolver';
import { CompanyTeamResolver } from '../modules/company-team/company-team.resolver';
import { InsightsResolver } from '../modules/insights/insights.resolver';
import { WebhookResolver } from '../modules/webhook/webhook.resolver';
import { SessionResolver } from '../modules/session/session.resolver';
import { ApiKeyResolver } from '../modules/api-key/api-key.resolver';
import { OperatorResolver } from '../modules/operator/operator.resolver';
import { ProfileResolver } from '../modules/profile/profile.resolver';
// Request lifecycle and member self-service.
import { RequestLifecycleResolver } from '../modules/document-request/request-lifecycle.resolver';
import { SelfServiceResolver } from '../modules/profile/self-service.resolver';
// My portal.
import { AlertResolver } from '../modules/alert/alert.resolver';
import { BookmarkResolver } from '../modules/bookmark/bookmark.resolver';
import { SavedSearchResolver } from '../modules/saved-search/saved-search.resolver';
import { NotificationResolver } from '../modules/notification/notification.resolver';
import { ShortlistResolver } from '../modules/shortlist/shortlist.resolver';
// Compare and print.
import { ComparisonResolver } from '../modules/comparison/comparison.resolver';
// The second factor and single sign-on.
import { SecondFactorResolver } from '../modules/second-factor/second-factor.resolver';
import { SsoResolver } from '../modules/sso/sso.resolver';
import { MunicipalPolicyResolver } from '../modules/municipal-admin/municipal-policy.resolver';
import { assertEveryOperationHasAccess } from './access';
import { mapDomainErrors } from './domain-errors';

export const RESOLVERS = [
  AuditResolver,
  CaseResolver,
  CategoryResolver,
  CompanyResolver,
  DocumentRequestResolver,
  GrantResolver,
  ImportResolver,
  GrantEditorResolver,
  CaseEditorResolver,
  CaseProposalResolver,
  RfiResolver,
  RfiSolutionsResolver,
  OwnMunicipalityResolver,
  InquiryResolver,
  ListingResolver,
  MunicipalityResolver,
  MunicipalAdminResolver,
  CompanyTeamResolver,
  InsightsResolver,
  WebhookResolver,
  SessionResolver,
  ApiKeyResolver,
  SolutionLinksResolver,
  GrantLinksResolver,
  CaseLinksResolver,
  OperatorResolver,
  SolutionResolver,
  ProfileResolver,
  SuggestionResolver,
  RequestLifecycleResolver,
  SelfServiceResolver,
  // My portal.
  AlertResolver,
  NotificationResolver,
  BookmarkResolver,
  SavedSearchResolver,
  ShortlistResolver,
  // Compare and print.
  ComparisonResolver,
  // The second factor and single sign-on.
  SecondFactorResolver,
  SsoResolver,
  MunicipalPolicyResolver,
] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  // Validation runs in the services with the shared validators, not through class-validator.
  const schema = await buildSchema({ resolvers: RESOLVERS, validate: false });
  assertEveryOperationHasAccess(schema);
  return mapDomainErrors(schema);
}

export function printSortedSchema(schema: GraphQLSchema): string {
  return `# Generated from the server's type-graphql resolvers by \`npm run schema:emit\`. Do not edit.\n\n${printSchema(
    lexicographicSortSchema(schema),
  )}\n`;
}
