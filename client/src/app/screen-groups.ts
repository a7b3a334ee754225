/**
 * Which screens paint without Apollo: the home page fetches its data itself, the rules are text.
 * Plain data, no imports: the build (client/build/route-preloads.ts) reads it too.
 */
export function paintsWithoutApollo(path: string): boolean {
  return path === '/' || path.startsWith('/rules/');
}
