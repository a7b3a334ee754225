/** The account forms beside registration: sign-in, password reset and e-mail change. */
import { confirmPassword, currentPassword, email, emailDifferentFrom, password, type Validator } from './rules';

type Table = Record<string, Validator<unknown, Record<string, unknown>>>;

export const loginValidators: Table = { email, password: currentPassword };

export const passwordResetRequestValidators: Table = { email };

/** The new password chosen from a reset link (the product's minimum of 8 applies). */
export const passwordResetValidators: Table = { password, confirmPassword };

/** The new address must differ from the current one; the current password re-authenticates. */
export function emailChangeValidators(currentEmail: string | null | undefined): Table {
  return { email: emailDifferentFrom(currentEmail), password: currentPassword };
}
