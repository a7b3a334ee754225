/** Helpers of the notification tests: the operator's grant edits through the API, the outbox read back. */
import { japanDate } from '@portal/shared';
import { MailOutbox } from '../../mail/mail-outbox.entity';
import type { Account } from '../../test/earn-roles';
import type { TestServer } from '../../test/harness';
import { grantValues } from '../editorial/editorial.test-support';
import type { GrantValues } from '@portal/shared/grants/validation';

export async function call<T = Record<string, unknown>>(
  server: TestServer,
  account: Account | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await server.graphql<T>(query, variables, account?.token);
  if (answer.errors?.length) throw new Error(`${query.slice(0, 50)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

/** The first error's code and message of a call expected to be refused. */
export async function refused(
  server: TestServer,
  account: Account | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ code: string; message: string }> {
  const answer = await server.graphql(query, variables, account?.token);
  const error = answer.errors?.[0];
  if (!error) throw new Error(`${query.slice(0, 50)}… was not refused`);
  return { code: String(error.extensions?.code), message: error.message };
}

/** A day `days` from now in Japan, YYYY-MM-DD. */
export function dayFromNow(days: number): string {
  return japanDate(new Date(Date.now() + days * 86_400_000));
}

export const FOLLOW = 'mutation($input: FollowInput!) { follow(input: $input) { following message } }';

/** An operator's published grant (its values kept, so a later edit changes only what it names). */
export async function publishedGrant(
  server: TestServer,
  operator: Account,
  overrides: Partial<GrantValues> = {},
): Promise<{ id: string; values: GrantValues }> {
  const values = grantValues({ applicationStart: dayFromNow(-10), applicationEnd: dayFromNow(30), ...overrides });
  const { createGrant } = await call<{ createGrant: { id: string } }>(
    server,
    operator,
    'mutation($input: GrantInput!) { createGrant(input: $input) { id } }',
    { input: values },
  );
  await call(server, operator, 'mutation($id: ID!) { publishGrant(id: $id) { id } }', { id: createGrant.id });
  return { id: createGrant.id, values };
}

export async function editGrant(server: TestServer, operator: Account, id: string, values: GrantValues) {
  await call(
    server,
    operator,
    'mutation($id: ID!, $input: GrantInput!) { updateGrant(id: $id, input: $input) { id } }',
    {
      id,
      input: values,
    },
  );
}

export function outbox(server: TestServer, where: { to?: string; kind?: string } = {}) {
  return server.dataSource.getRepository(MailOutbox).find({
    where: { ...(where.to ? { toAddress: where.to } : {}), ...(where.kind ? { kind: where.kind } : {}) },
    order: { id: 'ASC' },
  });
}

export function stopTokenOf(text: string): string {
  return /notifications\/stop\?token=([\w-]+)/.exec(text)![1]!;
}
