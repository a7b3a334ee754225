/**
 * The access matrix's rows for API keys (docs/api-keys.md): a user's own keys, and their
 * municipality's members' keys for its administrators (the matrix's municipal caller administers
 * nothing; api-key.test.ts covers an administrator, another municipality's key and the key itself
 * as a caller).
 */
import type { Role } from '@portal/shared';

const SIGNED_IN: readonly Role[] = ['member', 'trial', 'municipal', 'vendor', 'operator'];

export const API_KEY_ROWS: readonly {
  op: string;
  args?: Record<string, string>;
  input?: 'apiKey';
  allow: readonly Role[];
}[] = [
  { op: 'Query.myApiKeys', allow: SIGNED_IN },
  { op: 'Mutation.createApiKey', input: 'apiKey', allow: SIGNED_IN },
  { op: 'Mutation.revokeApiKey (a key that is not the caller’s)', args: { id: '999999' }, allow: [] },
  { op: 'Query.municipalApiKeys (not an administrator)', allow: [] },
  { op: 'Mutation.revokeMunicipalApiKey (not an administrator)', args: { id: '1' }, allow: [] },
];

export const API_KEY_INPUTS = {
  apiKey: { name: '権限確認用のキー', expiresInDays: 30 },
};
