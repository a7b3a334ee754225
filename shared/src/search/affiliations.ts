/**
 * How a selection of affiliations reads (docs/search.md): a picked regional group shows
 * only its own name, and its member prefectures disappear from the displayed names. The
 * selection itself keeps them, so un-picking the group brings them back.
 */
import {
  NATIONWIDE_AREA_ID,
  REGIONAL_GROUPS,
  areaName,
  findRegionalGroup,
  groupOfPrefecture,
} from '../reference/areas';

/** The regional group of the selection that covers a prefecture, if one is picked. */
export function coveringGroup(selected: readonly string[], prefectureId: string): string | undefined {
  const group = groupOfPrefecture(prefectureId);
  return group && selected.includes(group.id) ? group.id : undefined;
}

/** Ids to display, in reference order: nationwide, groups, then prefectures no picked group covers. */
export function displayedAffiliationIds(selected: readonly string[]): string[] {
  const chosen = new Set(selected);
  const out: string[] = [];
  if (chosen.has(NATIONWIDE_AREA_ID)) out.push(NATIONWIDE_AREA_ID);
  for (const group of REGIONAL_GROUPS) if (chosen.has(group.id)) out.push(group.id);
  for (const group of REGIONAL_GROUPS) {
    if (chosen.has(group.id)) continue;
    for (const member of group.memberIds) if (chosen.has(member)) out.push(member);
  }
  return out;
}

export function displayedAffiliationNames(selected: readonly string[]): string[] {
  return displayedAffiliationIds(selected).map((id) => areaName(id) ?? id);
}

/** True when the id names a regional group. */
export function isRegionalGroupId(id: string): boolean {
  return findRegionalGroup(id) !== undefined;
}
