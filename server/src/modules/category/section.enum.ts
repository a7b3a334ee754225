/** The GraphQL enum of the search sections, for any type or argument that names one. */
import { SECTIONS, type Section } from '@portal/shared';
import { registerEnumType } from 'type-graphql';

export const SectionEnum = Object.fromEntries(SECTIONS.map((s) => [s, s])) as { [K in Section]: K };
registerEnumType(SectionEnum, { name: 'Section', description: '検索の区分' });
