import { href } from '@/config/routes';
import type { HeaderState } from './header-state';

export interface NavEntry {
  to: string;
  label: string;
}

/** The header's section entries: solutions for municipal and operator users, grants and cases always. */
export function navEntries(state: HeaderState): NavEntry[] {
  return [
    ...(state.showSolutions ? [{ to: href('solutions.main'), label: state.solutionsLabel }] : []),
    { to: href('grants.list'), label: '補助金・交付金を探す' },
    { to: href('cases.list'), label: '導入事例を探す' },
  ];
}
