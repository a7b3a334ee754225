/** The ID token of an `Authorization: Bearer …` header, or null when the header has another form. */
export function bearerToken(header: string): string | null {
  return /^Bearer\s+(\S{1,4096})$/i.exec(header)?.[1] ?? null;
}
