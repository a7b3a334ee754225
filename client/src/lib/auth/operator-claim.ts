/**
 * Whether the signed-in user's ID token carries the operator claim, for showing the operator's
 * menu entry only. A comfort, not a gate: the server checks the claim on every operation.
 */
import { useEffect, useState } from 'react';
import { getIdToken, useSession } from './session';

function claimsOf(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function useOperatorClaim(): boolean {
  const session = useSession();
  // Kept with the uid it was read for, so another user's answer is never shown.
  const [claim, setClaim] = useState<{ uid: string; operator: boolean } | null>(null);
  const uid = session.status === 'signedIn' ? (session.user?.uid ?? null) : null;
  useEffect(() => {
    if (!uid) return;
    let current = true;
    void getIdToken().then((token) => {
      if (current) setClaim({ uid, operator: token ? claimsOf(token).operator === true : false });
    });
    return () => {
      current = false;
    };
  }, [uid]);
  return uid !== null && claim?.uid === uid && claim.operator;
}
