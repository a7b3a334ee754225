/** The GraphQL enum of a grant's 受付状況, from the shared filter configuration. */
import { GRANT_STATUSES, type GrantStatus } from '@portal/shared';
import { registerEnumType } from 'type-graphql';

export const GrantApplicationStatus = Object.fromEntries(GRANT_STATUSES.map((s) => [s.id, s.id])) as {
  [K in GrantStatus]: K;
};
registerEnumType(GrantApplicationStatus, {
  name: 'GrantApplicationStatus',
  description: '受付状況（日本時間の今日で、問い合わせのたびに判定）',
  valuesConfig: Object.fromEntries(GRANT_STATUSES.map((s) => [s.id, { description: s.label }])),
});
