/** Roles derived on the server (docs/accounts-and-roles.md); the client only mirrors them for comfort. */
export const ROLES = ['anonymous', 'member', 'trial', 'municipal', 'vendor', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** True when the e-mail's domain is one of the provider's own (trial accounts). */
export function isTrialEmail(email: string | null | undefined, trialDomains: readonly string[]): boolean {
  const domain = email?.split('@')[1]?.toLowerCase();
  if (!domain) return false;
  return trialDomains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`));
}
