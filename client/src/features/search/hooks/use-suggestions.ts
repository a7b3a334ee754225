/**
 * Completions of the keyword being typed (`suggest(section, prefix)`): asked for after a short
 * pause in typing, the stale request cancelled when the text changes again. Failures only mean
 * no suggestions: the search itself still works.
 */
import type { Section } from '@portal/shared';
import { useEffect, useState } from 'react';
import { graphql } from '@/gql';
import { query } from '@/lib/apollo-operations';

const SUGGEST_QUERY = graphql(`
  query KeywordSuggestions($section: Section!, $prefix: String!) {
    suggest(section: $section, prefix: $prefix) {
      term
      count
    }
  }
`);

export interface Suggestion {
  term: string;
  count: number;
}

export const SUGGEST_DELAY_MS = 150;
export const MAX_SUGGESTIONS = 8;

/** The term the suggestions complete: the last space-separated one. */
export function lastTerm(keyword: string): string {
  return keyword.split(/[\s\u3000]+/).at(-1) ?? '';
}

/** The keyword with its last term replaced by the chosen suggestion. */
export function withSuggestion(keyword: string, term: string): string {
  const head = keyword.replace(/[^\s\u3000]*$/, '');
  return `${head}${term}`;
}

export function useSuggestions(section: Section, keyword: string, enabled: boolean): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const prefix = enabled ? keyword : '';
  const wanted = lastTerm(prefix).length > 0;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      query(SUGGEST_QUERY, { section, prefix }, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setSuggestions(data.suggest.slice(0, MAX_SUGGESTIONS));
        },
        () => {
          if (!controller.signal.aborted) setSuggestions([]);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [section, prefix, wanted]);

  return wanted ? suggestions : [];
}
