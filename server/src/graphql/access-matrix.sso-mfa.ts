/**
 * The access matrix's fixtures for the second factor and single sign-on: one of the operator's
 * recovery codes (only its owner can use it), and a hand-off code of a finished federated sign-in
 * for a user who is none of the callers (the code is the authority, once).
 */
import { issueHandoff } from '../modules/sso/sso.test-support';
import type { Account } from '../test/earn-roles';
import type { TestServer } from '../test/harness';

export async function ssoMfaFixtures(
  server: TestServer,
  operator: Account,
  otherUid: string,
): Promise<Record<string, string>> {
  return {
    operatorRecoveryCode: operator.recoveryCodes![0]!,
    ssoHandoff: await issueHandoff(server.dataSource, otherUid),
  };
}
