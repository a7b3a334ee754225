import { validateAll, type Validator } from '@portal/shared';

type Table = Partial<Record<string, Validator<unknown, Record<string, unknown>>>>;

/** A react-final-form `validate` from a shared validator table (one message per field). */
export function validateWith<V extends object>(
  table: Table,
  extra?: (values: V) => Record<string, string | undefined>,
) {
  return (values: V): Record<string, string> => {
    const errors = validateAll(table as Record<string, Validator<unknown, Record<string, unknown>>>, {
      ...(values as Record<string, unknown>),
    }) as Record<string, string>;
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) {
      if (message && !errors[field]) errors[field] = message;
    }
    return errors;
  };
}
