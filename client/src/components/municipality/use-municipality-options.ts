/**
 * Municipalities matching the text being typed (`municipalities(search)`, the master's search by
 * name or reading): asked for after a short pause in typing, the stale request cancelled when the
 * text changes. A failure is reported, and the field still takes what was typed.
 */
import { useEffect, useState } from 'react';
import { graphql } from '@/gql';
import type { MunicipalityOptionsQuery } from '@/gql/graphql';
import { query } from '@/lib/apollo-operations';

const MUNICIPALITY_OPTIONS_QUERY = graphql(`
  query MunicipalityOptions($search: String!, $limit: Int) {
    municipalities(search: $search, limit: $limit) {
      code
      name
      reading
      qualifiedName
      prefectureName
      kind
      kindLabel
      population
    }
  }
`);

export type MunicipalityOption = MunicipalityOptionsQuery['municipalities'][number];

export const OPTIONS_DELAY_MS = 150;
export const MAX_OPTIONS = 8;

export interface MunicipalityOptions {
  /** The options for `text` once they are here (the previous ones while they load). */
  options: MunicipalityOption[];
  /** The text the options answer, or null before any answer. */
  answered: string | null;
  failed: boolean;
}

export function useMunicipalityOptions(text: string): MunicipalityOptions {
  const wanted = text.trim();
  const [state, setState] = useState<MunicipalityOptions>({ options: [], answered: null, failed: false });

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      query(MUNICIPALITY_OPTIONS_QUERY, { search: wanted, limit: MAX_OPTIONS }, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ options: data.municipalities, answered: wanted, failed: false });
        },
        () => {
          if (!controller.signal.aborted) setState({ options: [], answered: wanted, failed: true });
        },
      );
    }, OPTIONS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  return wanted ? state : { options: [], answered: null, failed: false };
}
