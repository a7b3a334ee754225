/**
 * The municipality's staff and the caller's administration are answers without ids of their own
 * (the caller's municipality): a mutation that changes them rewrites those answers in the cache,
 * so the board shows the change without asking again.
 */
import type { ApolloCache } from '@apollo/client';
import type { MunicipalStaffQuery, MyMunicipalAdministrationQuery } from '@/gql/graphql';
import { MUNICIPAL_STAFF_QUERY, MY_ADMINISTRATION_QUERY } from '../api/documents';

type Staff = MunicipalStaffQuery['municipalStaff'];
type Member = Staff['members'][number];
type Administration = MyMunicipalAdministrationQuery['myMunicipalAdministration'];

export function updateStaff(cache: ApolloCache, change: (staff: Staff) => Staff): void {
  cache.updateQuery({ query: MUNICIPAL_STAFF_QUERY }, (data) =>
    data ? { ...data, municipalStaff: change(data.municipalStaff) } : data,
  );
}

/** Changes one member of the staff list. */
export function updateMember(cache: ApolloCache, uid: string, change: (member: Member) => Member): void {
  updateStaff(cache, (staff) => ({
    ...staff,
    members: staff.members.map((member) => (member.uid === uid ? change(member) : member)),
  }));
}

export function updateAdministration(cache: ApolloCache, change: Partial<Administration>): void {
  cache.updateQuery({ query: MY_ADMINISTRATION_QUERY }, (data) =>
    data ? { ...data, myMunicipalAdministration: { ...data.myMunicipalAdministration, ...change } } : data,
  );
}
