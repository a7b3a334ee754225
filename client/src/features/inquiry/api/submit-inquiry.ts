import { useMutation } from '@apollo/client/react';
import type { InquiryFormValues } from '@portal/shared';
import { graphql } from '@/gql';

const SUBMIT_INQUIRY = graphql(`
  mutation SubmitInquiry($input: InquiryInput!) {
    submitInquiry(input: $input) {
      uid
      email
      inquiryType
      createdAt
    }
  }
`);

export function useSubmitInquiry() {
  const [mutate, state] = useMutation(SUBMIT_INQUIRY);
  const send = async (values: InquiryFormValues, idempotencyKey: string) => {
    const { data } = await mutate({ variables: { input: { ...values, idempotencyKey } } });
    if (!data) throw new Error('no receipt');
    return data.submitInquiry;
  };
  return { send, sending: state.loading };
}
