/**
 * A municipality as its staff make it in the tests: the operator binds its domain, a member
 * registers with an address there, asks to administer it and the operator grants it; colleagues
 * join by invitation, the link read from the mail the real SMTP sink received.
 */
import { expect } from 'vitest';
import { type Account, bindDomain, municipalAccount } from '../../test/earn-roles';
import type { TestServer } from '../../test/harness';
import type { SmtpSink } from '../../test/smtp-sink';
import { uniqueEmail } from '../../test/users';

export async function ok<T = Record<string, unknown>>(
  server: TestServer,
  account: Account,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await server.graphql<T>(query, variables, account.token);
  if (answer.errors?.length) throw new Error(`${query.slice(0, 50)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

export async function refusedWith(
  server: TestServer,
  account: Account,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<string | undefined> {
  const answer = await server.graphql(query, variables, account.token);
  return answer.errors?.[0]?.extensions?.code as string | undefined;
}

export const REQUEST = 'mutation { requestMunicipalAdministrator { isAdministrator requested hasAdministrator } }';
export const GRANT =
  'mutation($code: String!, $uid: ID!) { grantMunicipalAdministrator(municipalityCode: $code, uid: $uid) }';
export const STAFF = `query { municipalStaff { municipality { code name } members { uid email division isAdministrator lastSignInAt }
  invitations { id email division } } }`;
export const INVITE =
  'mutation($email: String!, $division: String!) { inviteMunicipalMember(email: $email, division: $division) { id email } }';
export const ACCEPT =
  'mutation($token: String!) { acceptMunicipalInvitation(token: $token) { state municipality { code } } }';
export const REMOVE =
  'mutation($uid: ID!, $to: ID) { removeMunicipalMember(uid: $uid, handOverTo: $to) { shortlists savedSearches documentRequests inquiries } }';

/** A municipality with its domain bound and its first administrator granted by the operator. */
export async function administeredMunicipality(
  server: TestServer,
  operator: Account,
  domain: string,
  name: string,
  code: string,
): Promise<Account> {
  await bindDomain(server, operator, domain, name);
  const first = await municipalAccount(server, uniqueEmail(domain), name);
  await ok(server, first, REQUEST);
  await ok(server, operator, GRANT, { code, uid: first.uid });
  return first;
}

/** Invites `email` and returns the token of the link the mail carries. */
export async function invite(
  server: TestServer,
  smtp: SmtpSink,
  admin: Account,
  email: string,
  division: string,
): Promise<string> {
  await ok(server, admin, INVITE, { email, division });
  const [mail] = await smtp.waitFor(1, (m) => m.kind === 'municipal-invitation' && m.to === email);
  const token = /\/invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}
