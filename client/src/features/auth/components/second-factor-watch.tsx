import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { useOperatorClaim } from '@/lib/auth/operator-claim';
import { withRedirect } from '@/lib/auth/redirect';
import { secondFactorPending } from '../api/second-factor';

const EXEMPT = [href('auth.secondFactor'), href('auth.logout')];

/**
 * Sends an operator whose session has not passed the second factor (a session from before, a
 * sign-in elsewhere) to the code screen. The server refuses every operator operation until then;
 * this only spares a screen of refusals.
 */
export function SecondFactorWatch() {
  const operator = useOperatorClaim();
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  // Once this session is known to have passed, later pages need not ask again.
  const passed = useRef(false);
  useEffect(() => {
    if (!operator) passed.current = false;
    if (!operator || passed.current || EXEMPT.includes(path)) return;
    let current = true;
    secondFactorPending()
      .then((pending) => {
        if (!pending) passed.current = true;
        else if (current) navigate(withRedirect(href('auth.secondFactor'), path), { replace: true });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [operator, path, navigate]);
  return null;
}
