/** The ids of a comparison as the URL holds them (`?ids=1,2,3`) and the rule on their count. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COMPARE_MESSAGES = {
  tooFew: `比較するソリューションを${COMPARE_MIN}件以上選んでください。`,
  tooMany: `一度に比較できるのは${COMPARE_MAX}件までです。比較するソリューションを減らしてください。`,
  badId: 'ソリューションの指定が正しくありません。',
} as const;

/** Repeated or comma-separated, as the server reads them; order kept, repeats dropped. */
export function compareIdsOf(params: URLSearchParams): string[] {
  const ids = params
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** A message when the ids cannot make a comparison, before asking the server. */
export function compareIdsProblem(ids: readonly string[]): string | null {
  if (ids.some((id) => !/^\d{1,10}$/.test(id))) return COMPARE_MESSAGES.badId;
  if (ids.length < COMPARE_MIN) return COMPARE_MESSAGES.tooFew;
  if (ids.length > COMPARE_MAX) return COMPARE_MESSAGES.tooMany;
  return null;
}

export function compareQuery(ids: readonly string[]): string {
  return `?ids=${ids.map(encodeURIComponent).join(',')}`;
}
