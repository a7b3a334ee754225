/** True for a unique-index violation on SQLite, MySQL and MariaDB alike. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string; errno?: number } };
  const code = e.driverError?.code ?? e.code ?? '';
  return (
    code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
