/**
 * Company sign-up (com-register): the same steps as municipal registration — create the account
 * (which signs the user in), send the verification mail — then register the company, whose user
 * the registrant becomes once the address is verified.
 */
import type { ApolloClient } from '@apollo/client';
import type { CompanyRegistrationFormValues } from '@portal/shared';
import { REGISTER_COMPANY_MUTATION } from './account-documents';
import { refreshProfile } from './profile-refresh';
import { createAccount, type RegistrationResult } from './register';

export async function registerCompanyUser(
  client: ApolloClient,
  values: CompanyRegistrationFormValues,
): Promise<RegistrationResult> {
  const { email, verificationSent, profile } = await createAccount(values);
  const input = {
    ...profile,
    corporateNumber: values.corporateNumber.trim(),
    companyAddress: values.companyAddress.trim(),
    companyUrl: values.companyUrl.trim(),
  };
  await client.mutate({ mutation: REGISTER_COMPANY_MUTATION, variables: { input } });
  await refreshProfile(client);
  return { email, isMunicipality: false, municipalStatus: 'none', verificationSent, company: true };
}
