import { useApolloClient } from '@apollo/client/react';
import type { ProfileFields } from '@portal/shared';
import { useCallback } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import { graphql } from '@/gql';
import { loadProfile } from '@/lib/auth/profile';
import { getSession } from '@/lib/auth/session';

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      uid
      lastName
      firstName
      lastNameKana
      firstNameKana
      division
      position
      organization
    }
  }
`);

export type EditResult = { success: true } | { success: false; error: string; fields: Record<string, string> };

/**
 * The member-information edit (docs/specification.md §7, POST /api/auth/edit through GraphQL): reports
 * success false with the error message, and that nobody is logged in when that is the case.
 */
export function useEditProfile(): (values: ProfileFields) => Promise<EditResult> {
  const client = useApolloClient();
  return useCallback(
    async (values) => {
      const session = getSession();
      if (session.status !== 'signedIn' || !session.user) {
        return {
          success: false,
          error: 'ログインしていません。ログインしてから、もう一度お試しください。',
          fields: {},
        };
      }
      try {
        await client.mutate({
          mutation: UPDATE_PROFILE_MUTATION,
          variables: { input: { uid: session.user.uid, ...values } },
        });
        await loadProfile(true);
        return { success: true };
      } catch (error) {
        const failure = describeApiFailure(error);
        return { success: false, error: failure.message, fields: failure.fields };
      }
    },
    [client],
  );
}
