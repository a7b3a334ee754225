/**
 * 「自分の自治体と同規模」: one checkbox, for a signed-in municipal user whose municipality the
 * portal knows (profile.municipalityCode); the server resolves whose size it means. Shown after
 * hydration only, since a prerendered list was rendered for a first-time visitor. A link that
 * carries the flag to someone without a municipality still shows it ticked, with the reason, so it
 * can be taken off.
 */
import { SAME_SIZE_LABEL, SAME_SIZE_MESSAGES } from '@portal/shared';
import { useId } from 'react';
import { useProfile } from '@/lib/auth/profile';
import { useSession } from '@/lib/auth/session';
import { useHydrated } from '@/lib/use-hydrated';

interface Props {
  legend: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** Lazy-loaded by the search form (React.lazy wants a default export). */
export default SameSizeFilter;

export function SameSizeFilter({ legend, checked, onChange }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const session = useSession();
  const { profile } = useProfile();
  const known = session.status === 'signedIn' && profile?.isMunicipality === true && profile.municipalityCode != null;
  if (!hydrated || (!known && !checked)) return null;
  return (
    <fieldset className="filter">
      <legend className="filter__legend">{legend}</legend>
      <label className="check">
        <input
          type="checkbox"
          name="sameSize"
          checked={checked}
          aria-describedby={known ? undefined : `${id}-why`}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className="check__label">
          {SAME_SIZE_LABEL}
          {known && profile?.organization ? `（${profile.organization}と区分・人口規模が同じ）` : ''}
        </span>
      </label>
      {!known && (
        <p id={`${id}-why`} className="filter__hint">
          {SAME_SIZE_MESSAGES.filterWithoutMunicipality}
        </p>
      )}
    </fieldset>
  );
}
