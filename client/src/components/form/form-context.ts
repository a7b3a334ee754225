import { createContext, useContext } from 'react';

/** Gives fields of one form ids of their own, so two forms on a page never share an id. */
export const FormIdContext = createContext('form');

export function useFieldId(name: string): string {
  const prefix = useContext(FormIdContext);
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
