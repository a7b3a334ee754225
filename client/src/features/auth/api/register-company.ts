/**
 * Company sign-up (com-register): the same steps as municipal registration — create the account
 * (which signs the user in), send the verification mail — then register the company, whose user
 * the registrant becomes once the address is verified.
 */
import type { ApolloClient } from '@apollo/client';
import { PROFILE_FIELDS, type CompanyRegistrationFormValues } from '@portal/shared';
import { startSession, syncSession } from '@/lib/auth/session';
import { actionCodeSettings } from './action-settings';
import { REGISTER_COMPANY_MUTATION } from './account-documents';
import { refreshPasswordPolicy } from './password-policy-store';
import { providerCall } from './provider-call';
import { isProviderError } from './provider-errors';
import { refreshProfile } from './profile-refresh';
import type { RegistrationResult } from './register';

export async function registerCompanyUser(
  client: ApolloClient,
  values: CompanyRegistrationFormValues,
): Promise<RegistrationResult> {
  await startSession();
  const email = values.email.trim();
  const user = await providerCall(async (auth, sdk) => {
    // A previous attempt may have created the account and then failed at the server.
    const current = auth.currentUser;
    if (current && current.email?.toLowerCase() === email.toLowerCase()) return current;
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
  const input = {
    uid: user.uid,
    email,
    telephone: values.telephone.trim(),
    ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field].trim()])) as Record<
      (typeof PROFILE_FIELDS)[number],
      string
    >),
    corporateNumber: values.corporateNumber.trim(),
    companyAddress: values.companyAddress.trim(),
    companyUrl: values.companyUrl.trim(),
  };
  await client.mutate({ mutation: REGISTER_COMPANY_MUTATION, variables: { input } });
  await refreshProfile(client);
  return { email, isMunicipality: false, municipalStatus: 'none', verificationSent, company: true };
}
