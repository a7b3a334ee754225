/**
 * Municipality registration (docs/specification.md §4): create the account with e-mail and password (which
 * signs the user in), send the verification mail, store the profile with mun-register.
 */
import type { ApolloClient } from '@apollo/client';
import { PROFILE_FIELDS, type RegistrationFormValues } from '@portal/shared';
import { getProfileState } from '@/lib/auth/profile';
import { startSession, syncSession } from '@/lib/auth/session';
import { actionCodeSettings } from './action-settings';
import { REGISTER_MUNICIPALITY_MUTATION } from './account-documents';
import { refreshPasswordPolicy } from './password-policy-store';
import { providerCall } from './provider-call';
import { isProviderError } from './provider-errors';
import { refreshProfile } from './profile-refresh';

export interface RegistrationResult {
  email: string;
  isMunicipality: boolean;
  municipalStatus: string;
  /** False when the account was made but the mail could not be sent (it can be sent again). */
  verificationSent: boolean;
  /** A company sign-up (com-register): the company waits for the operator's approval. */
  company?: boolean;
}

type ProfileInput = { uid: string; email: string; telephone: string } & Record<(typeof PROFILE_FIELDS)[number], string>;

/**
 * The steps every sign-up shares: create the account (which signs the user in) and send the
 * verification mail, then the profile fields as the server takes them. A previous attempt may have
 * created the account and then failed at the server: the user is then signed in as that account
 * without a profile, so only the remaining steps are repeated.
 */
export async function createAccount(
  values: RegistrationFormValues,
): Promise<{ email: string; verificationSent: boolean; profile: ProfileInput }> {
  await startSession();
  const email = values.email.trim();
  const user = await providerCall(async (auth, sdk) => {
    const current = auth.currentUser;
    const hasProfile = getProfileState().profile?.uid === current?.uid;
    if (current && current.email?.toLowerCase() === email.toLowerCase() && !hasProfile) return current;
    try {
      return (await sdk.createUserWithEmailAndPassword(auth, email, values.password)).user;
    } catch (error) {
      if (isProviderError(error, 'password-requirements')) await refreshPasswordPolicy();
      throw error;
    }
  });
  await syncSession();

  let verificationSent = true;
  try {
    await providerCall((_auth, sdk) => sdk.sendEmailVerification(user, actionCodeSettings('verifyEmail')));
  } catch {
    verificationSent = false;
  }

  const profile = {
    uid: user.uid,
    email,
    telephone: values.telephone.trim(),
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field].trim()])),
  } as ProfileInput;
  return { email, verificationSent, profile };
}

export async function registerMunicipalUser(
  client: ApolloClient,
  values: RegistrationFormValues,
): Promise<RegistrationResult> {
  const { email, verificationSent, profile } = await createAccount(values);
  const { data } = await client.mutate({ mutation: REGISTER_MUNICIPALITY_MUTATION, variables: { input: profile } });
  await refreshProfile(client);
  const saved = data?.registerMunicipality;
  return {
    email,
    isMunicipality: saved?.isMunicipality ?? false,
    municipalStatus: saved?.municipalStatus ?? 'pending',
    verificationSent,
  };
}
