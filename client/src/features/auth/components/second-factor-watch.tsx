import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { useOperatorClaim } from '@/lib/auth/operator-claim';
import { withRedirect } from '@/lib/auth/redirect';
import { onSecondFactorRequired } from '@/lib/auth/second-factor-required';

// The sign-in form sends a user who owes the code there itself, with its own return address.
const EXEMPT = [href('auth.secondFactor'), href('auth.logout'), href('auth.login')];

/**
 * Sends a user whose session owes the second factor to the code screen: an operator on every
 * page until their session has passed it (a session from before, a sign-in elsewhere), anyone
 * else when the server refuses them for it (their municipality's administrator required it
 * meanwhile). The server refuses every such operation until then; this only spares a screen of
 * refusals.
 */
export function SecondFactorWatch() {
  const operator = useOperatorClaim();
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  // Once this session is known to have passed, later pages need not ask again.
  const passed = useRef(false);
  useEffect(() => {
    let current = true;
    const check = () => {
      if (EXEMPT.includes(path)) return;
      // The auth calls load only when asked: every page carries this watch, few pages need it.
      import('../api/second-factor')
        .then(({ secondFactorPending }) => secondFactorPending())
        .then((pending) => {
          if (!pending) passed.current = true;
          else if (current) navigate(withRedirect(href('auth.secondFactor'), path), { replace: true });
        })
        .catch(() => undefined);
    };
    if (!operator) passed.current = false;
    if (operator && !passed.current) check();
    const stop = onSecondFactorRequired(check);
    return () => {
      current = false;
      stop();
    };
  }, [operator, path, navigate]);
  return null;
}
