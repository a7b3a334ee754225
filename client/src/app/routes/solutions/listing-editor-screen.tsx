/**
 * The editor composed for a route: the vendors feature's form, the solutions feature's detail as
 * its preview, and saving through GraphQL (new listings become /solutions/update/{id} once saved).
 */
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { CREATE_LISTING_MUTATION, UPDATE_LISTING_MUTATION } from '@/features/listings/api/documents';
import { listingInputOf, type EditorValues } from '@/features/listings/api/listing-values';
import { ListingEditor } from '@/features/listings/components/listing-editor';
import { ListingPreview } from './listing-preview';

export function ListingEditorScreen({
  id,
  initialValues,
  companyName,
}: {
  id: string | null;
  initialValues: EditorValues;
  companyName: string;
}) {
  const navigate = useNavigate();
  const [create] = useMutation(CREATE_LISTING_MUTATION);
  const [update] = useMutation(UPDATE_LISTING_MUTATION);
  return (
    <ListingEditor
      initialValues={initialValues}
      renderPreview={(values) => <ListingPreview values={values} companyName={companyName} />}
      onSave={async (values: EditorValues, submit: boolean) => {
        const input = listingInputOf(values);
        try {
          if (id) {
            await update({ variables: { id, input, submit } });
            return undefined;
          }
          const { data } = await create({ variables: { input, submit } });
          const createdId = data?.createListing.id;
          if (createdId) {
            navigate(href('solutions.update', { id: createdId }), {
              replace: true,
              state: { saved: submit ? 'submit' : 'draft' },
            });
          }
          return undefined;
        } catch (error) {
          // The server names the cases `caseIds`; the form keeps them (with titles) as caseLinks.
          const { caseIds, ...errors } = toSubmissionErrors(error) as Record<string, unknown>;
          return caseIds ? { ...errors, caseLinks: caseIds } : errors;
        }
      }}
    />
  );
}
