/**
 * One page of a console list of profiles (members awaiting approval, staff awaiting their
 * municipality): filtered by address, organisation or name, oldest registration first.
 */
import type { SelectQueryBuilder } from 'typeorm';
import type { UserProfile } from '../profile/profile.entity';
import { likeOf, type PageRequest } from './paging';

export async function profilePage(
  query: SelectQueryBuilder<UserProfile>,
  search: string | null,
  page: PageRequest,
): Promise<[UserProfile[], number]> {
  const like = likeOf(search);
  if (like) {
    query.andWhere(
      "(p.email LIKE :like ESCAPE '!' OR p.organization LIKE :like ESCAPE '!' OR p.last_name LIKE :like ESCAPE '!' OR p.first_name LIKE :like ESCAPE '!')",
      { like },
    );
  }
  return query
    .orderBy('p.created_at', 'ASC')
    .addOrderBy('p.uid', 'ASC')
    .skip(page.offset)
    .take(page.limit)
    .getManyAndCount();
}
