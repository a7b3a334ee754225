/** The 自治体管理者's forms: an invitation by address, and a member's 部署 (docs/accounts-and-roles.md). */
import { email, messages, requiredText, validateAll, type Validator } from './rules';

export interface InvitationFormValues extends Record<string, unknown> {
  email: string;
  division: string;
}

export interface DivisionFormValues extends Record<string, unknown> {
  division: string;
}

export const division: Validator = requiredText(messages.divisionRequired, '部署名');

export const INVITATION_VALIDATORS = { email, division } as const;
export const DIVISION_VALIDATORS = { division } as const;

export function validateInvitation(
  values: InvitationFormValues,
): Partial<Record<keyof InvitationFormValues & string, string>> {
  return validateAll<InvitationFormValues>(INVITATION_VALIDATORS, values);
}

export function validateDivision(
  values: DivisionFormValues,
): Partial<Record<keyof DivisionFormValues & string, string>> {
  return validateAll<DivisionFormValues>(DIVISION_VALIDATORS, values);
}
