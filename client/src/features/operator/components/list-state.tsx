/** A console list's loading, failure and empty states, the same on every screen. */
import type { ReactNode } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';

export function ListState({
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (error) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(error).message}</p>
      </FormNotice>
    );
  }
  if (loading) return <p role="status">読み込んでいます…</p>;
  if (empty) return <p>{emptyText}</p>;
  return <>{children}</>;
}
