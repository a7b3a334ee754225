/**
 * The answers the server rendered this page with (server/src/web/search-pages.ts: a search
 * screen's first results, as a visitor's read gets them), carried in a JSON script. Kept before
 * the first render, so the screen hydrates the server's markup with the same data instead of
 * replacing it with placeholders; nothing else reads the script.
 */
import { SERVED_ANSWERS_ID } from '@portal/shared';
import { keepVisitorAnswers } from './use-graphql-query';

export function keepServedAnswers(): void {
  const script = document.getElementById(SERVED_ANSWERS_ID);
  if (!script?.textContent) return;
  try {
    keepVisitorAnswers(JSON.parse(script.textContent) as Record<string, unknown>);
  } catch {
    // Unreadable: the screen asks for itself, as on any other page.
  }
}
