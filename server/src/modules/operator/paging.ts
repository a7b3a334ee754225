/** Paging and free-text search shared by the console's lists: bounded pages, LIKE text escaped. */
import { invalidInput } from '../../lib/app-error';

export interface PageRequest {
  offset: number;
  limit: number;
}

export const MAX_PAGE = 200;

export function pageOf(offset: number | null | undefined, limit: number | null | undefined): PageRequest {
  const page = { offset: offset ?? 0, limit: limit ?? 20 };
  if (!Number.isInteger(page.offset) || page.offset < 0) throw invalidInput({ offset: '表示位置が正しくありません' });
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > MAX_PAGE) {
    throw invalidInput({ limit: `表示件数は1〜${MAX_PAGE}件で指定してください` });
  }
  return page;
}

/**
 * `!` escapes LIKE's wildcards: a backslash would need writing differently for SQLite and for
 * MySQL/MariaDB (where it is also the string literal's escape), `!` reads the same in both.
 */

export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** `%text%` for LIKE … ESCAPE '!', or null for an empty search. */
export function likeOf(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  if (trimmed.length > 100) throw invalidInput({ search: '検索語は100文字以内で入力してください' });
  return `%${escapeLike(trimmed)}%`;
}

/** A reason the console requires for an action that changes someone's standing. */
export function reasonOf(text: string, field = 'reason', max = 1000): string {
  const reason = text.trim();
  if (!reason) throw invalidInput({ [field]: '理由を入力してください' });
  if ([...reason].length > max) throw invalidInput({ [field]: `理由は${max}文字以内で入力してください` });
  return reason;
}
