/**
 * The second factor (authenticator app): its status in this session, enrolment, and a code's
 * check. A check that starts a checked session answers with a custom token; signing in with it
 * replaces the password session, so the server sees the check on every later request.
 */
import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/gql';
import type { SecondFactorStatusQuery } from '@/gql/graphql';
import { query } from '@/lib/apollo-operations';
import { syncSession } from '@/lib/auth/session';
import { providerCall } from './provider-call';
import { refreshProfile } from './profile-refresh';

export const SECOND_FACTOR_STATUS_QUERY = graphql(`
  query SecondFactorStatus {
    secondFactorStatus {
      required
      enrolled
      verified
      verifiedAt
      stepUpSeconds
    }
  }
`);

export const START_SECOND_FACTOR_ENROLMENT = graphql(`
  mutation StartSecondFactorEnrolment {
    startSecondFactorEnrolment {
      secret
      otpauthUri
      qrSvg
    }
  }
`);

export const VERIFY_SECOND_FACTOR = graphql(`
  mutation VerifySecondFactor($code: String!) {
    verifySecondFactor(code: $code) {
      customToken
      recoveryCodes
    }
  }
`);

export type SecondFactorStatus = SecondFactorStatusQuery['secondFactorStatus'];

/** This session's status (lib/apollo-operations loads Apollo if no screen has yet). */
export async function readSecondFactorStatus(): Promise<SecondFactorStatus> {
  return (await query(SECOND_FACTOR_STATUS_QUERY)).secondFactorStatus;
}

/** Whether a user just signed in still owes a code before their role applies. */
export async function secondFactorPending(): Promise<boolean> {
  const status = await readSecondFactorStatus();
  return status.required && !status.verified;
}

/** Signs in with a custom token the server minted (a checked session, or single sign-on). */
export async function signInWithCustomToken(client: ApolloClient, token: string): Promise<void> {
  await providerCall((auth, sdk) => sdk.signInWithCustomToken(auth, token));
  await syncSession();
  await refreshProfile(client);
}

/**
 * Checks a code; a new checked session is signed in at once. Returns the recovery codes when the
 * check confirmed a new enrolment (shown once).
 */
export async function verifySecondFactor(client: ApolloClient, code: string): Promise<string[] | null> {
  const { data } = await client.mutate({ mutation: VERIFY_SECOND_FACTOR, variables: { code } });
  const result = data?.verifySecondFactor;
  if (result?.customToken) await signInWithCustomToken(client, result.customToken);
  return result?.recoveryCodes ?? null;
}
