/**
 * Nationwide, the seven regional groups and the 47 prefectures. A picked group covers its
 * prefectures: they show as included, and the summary names only the group (specification 4).
 */
import {
  NATIONWIDE_AREA,
  PREFECTURES,
  REGIONAL_GROUPS,
  coveringGroup,
  displayedAffiliationNames,
  findPrefecture,
} from '@portal/shared';
import { useId } from 'react';

interface Props {
  legend: string;
  selected: readonly string[];
  onChange(selected: string[]): void;
}

export function AffiliationFilter({ legend, selected, onChange }: Props) {
  const id = useId();
  const toggle = (areaId: string, checked: boolean) =>
    onChange(checked ? [...selected, areaId] : selected.filter((s) => s !== areaId));
  const names = displayedAffiliationNames(selected);

  return (
    <fieldset className="filter filter--wide" aria-describedby={`${id}-summary`}>
      <legend className="filter__legend">{legend}</legend>
      <p id={`${id}-summary`} className="filter__summary" aria-live="polite">
        {names.length > 0 ? `選択中：${names.join('、')}` : '選択なし'}
      </p>
      <label className="check check--strong">
        <input
          type="checkbox"
          name="affiliations"
          value={NATIONWIDE_AREA.id}
          checked={selected.includes(NATIONWIDE_AREA.id)}
          onChange={(event) => toggle(NATIONWIDE_AREA.id, event.currentTarget.checked)}
        />
        <span className="check__label">{NATIONWIDE_AREA.name}</span>
      </label>
      <div className="area-groups">
        {REGIONAL_GROUPS.map((group) => (
          <div key={group.id} className="area-group" role="group" aria-labelledby={`${id}-${group.id}`}>
            <label className="check check--strong" id={`${id}-${group.id}`}>
              <input
                type="checkbox"
                name="affiliations"
                value={group.id}
                checked={selected.includes(group.id)}
                onChange={(event) => toggle(group.id, event.currentTarget.checked)}
              />
              <span className="check__label">{group.name}</span>
            </label>
            <ul className="area-group__members">
              {group.memberIds.map((memberId) => {
                const covered = coveringGroup(selected, memberId) !== undefined;
                const prefecture = findPrefecture(memberId) ?? PREFECTURES[0]!;
                return (
                  <li key={memberId}>
                    <label className="check" data-covered={covered || undefined}>
                      <input
                        type="checkbox"
                        name="affiliations"
                        value={memberId}
                        checked={covered || selected.includes(memberId)}
                        disabled={covered}
                        onChange={(event) => toggle(memberId, event.currentTarget.checked)}
                      />
                      <span className="check__label">
                        {prefecture.name}
                        {covered && <span className="visually-hidden">（{group.name}に含まれています）</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
