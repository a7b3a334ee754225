/** 「自団体の事例」: the case is of the signed-in staff member's own (confirmed) municipality. */
import './own-municipality-badge.css';

export function OwnMunicipalityBadge() {
  return <span className="own-municipality-badge">自団体の事例</span>;
}
