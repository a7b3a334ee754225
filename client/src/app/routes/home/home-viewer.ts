/**
 * Who reads the home page, for its few texts that speak to one kind of reader: a visitor is asked
 * to log in or sign up, a municipal user is pointed to what they keep, a vendor to their menu.
 * The standing is the server's role (lib/auth/viewer-role.ts). The build renders the visitor's
 * texts; a returning user's page hides them until the app knows better (the session hint, as the
 * header does), so nobody signed in is told to sign up.
 */
import { useViewerStanding, type ViewerStanding } from '@/lib/auth/viewer-role';
import { useHydrated } from '@/lib/use-hydrated';

export function useHomeViewer(): ViewerStanding {
  const standing = useViewerStanding();
  // The build rendered the visitor's page: that is what hydrates, whoever reads it.
  const hydrated = useHydrated();
  return hydrated ? standing : 'anonymous';
}
