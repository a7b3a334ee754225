/**
 * The rules of a listing's links, shared by the editor and the server: a vendor
 * names the grants its listing is eligible for, each with a short note on the 対象経費 it fits,
 * and the cases that used it. Whether the ids exist and may be linked only the server knows.
 */
export const LINK_NOTE_MAX = 200;
export const MAX_GRANT_LINKS = 20;
export const MAX_CASE_LINKS = 50;

export const LINK_MESSAGES = {
  noteRequired: '対象経費のメモを入力してください',
  noteMax: `対象経費のメモは${LINK_NOTE_MAX}文字以内で入力してください`,
  tooManyGrants: `補助金・交付金は${MAX_GRANT_LINKS}件まで登録できます`,
  tooManyCases: `導入事例は${MAX_CASE_LINKS}件まで登録できます`,
  grantNotFound: (ids: string) => `補助金・交付金が見つかりません（ID: ${ids}）`,
  caseNotFound: (ids: string) => `導入事例が見つかりません（ID: ${ids}）`,
  caseTaken: (ids: string) => `導入事例（ID: ${ids}）は別のソリューションの事例として登録されています`,
} as const;

/** The note's error, or null when it is fine (trimmed before it is checked and stored). */
export function linkNoteError(note: string): string | null {
  const trimmed = note.trim();
  if (trimmed === '') return LINK_MESSAGES.noteRequired;
  if ([...trimmed].length > LINK_NOTE_MAX) return LINK_MESSAGES.noteMax;
  return null;
}
