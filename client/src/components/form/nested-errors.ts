/**
 * The shared validators and the server name a row's field flatly (`attachments.0.title`,
 * `kpis[1].unit`); react-final-form reads a field's error at its path in a nested object. This
 * keeps the flat keys (the error summary lists and links them) and adds the nested ones (each
 * field shows its own), unless the list itself has a message of its own.
 */
import { setIn } from 'final-form';

export function formErrors(flat: Record<string, string | undefined>): Record<string, unknown> {
  let errors: Record<string, unknown> = { ...flat };
  for (const [key, message] of Object.entries(flat)) {
    if (!message || !/[.[]/.test(key)) continue;
    const root = key.split(/[.[]/)[0]!;
    if (typeof flat[root] === 'string') continue;
    errors = setIn(errors, key, message) as Record<string, unknown>;
  }
  return errors;
}
