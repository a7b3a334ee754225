/**
 * 「自団体の事例」 on result cards: which of the shown cases are of the signed-in user's own
 * municipality, as the server decides it for the caller (confirmed municipal staff only). Search
 * answers are shared by every user of a role, so this is asked beside them, once per page of
 * results; a failure only leaves the badges out.
 */
import { useEffect, useState } from 'react';
import { graphql } from '@/gql';
import { useSession } from '@/lib/auth/session';
import { query } from '@/lib/apollo-operations';

const OWN_MUNICIPALITY_CASES_QUERY = graphql(`
  query OwnMunicipalityCases($ids: [ID!]!) {
    ownMunicipalityCases(ids: $ids)
  }
`);

const NONE: ReadonlySet<string> = new Set();

export function useOwnMunicipalityCases(ids: readonly string[]): ReadonlySet<string> {
  const session = useSession();
  const uid = session.status === 'signedIn' ? (session.user?.uid ?? null) : null;
  const key = ids.join(',');
  const [answer, setAnswer] = useState<{ key: string; uid: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (!uid || key === '') return;
    const controller = new AbortController();
    query(OWN_MUNICIPALITY_CASES_QUERY, { ids: key.split(',') }, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key, uid, ids: new Set(data.ownMunicipalityCases) });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [uid, key]);
  return answer && answer.key === key && answer.uid === uid ? answer.ids : NONE;
}
