/** The review screen's actions, each confirmed in a dialog; a return carries its reason to the vendor. */
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  APPROVE_COMPANY_MUTATION,
  PUBLISH_LISTING_MUTATION,
  RETURN_LISTING_MUTATION,
  REVIEW_QUERY,
} from '@/features/listings/api/documents';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { dropFromQueue } from '@/lib/cache-updates';

const handled = (cache: ApolloCache, id: string) =>
  dropFromQueue(cache, 'listingsForReview', { __typename: 'Listing', id });

export function ApproveCompanyButton({ id, name, onDone }: { id: string; name: string; onDone: (t: string) => void }) {
  const [approve] = useMutation(APPROVE_COMPANY_MUTATION);
  return (
    <ConfirmDialog
      trigger={`${name} を承認する`}
      triggerTone="primary"
      title={`${name} を掲載企業として承認しますか`}
      description={<p>承認すると、この企業は画像・資料のアップロードと掲載の公開ができるようになります。</p>}
      confirmLabel="承認する"
      onConfirm={() =>
        approve({
          variables: { id },
          // Approval changes every queued listing of the company (企業が未承認です goes): the server's to list.
          refetchQueries: [REVIEW_QUERY],
        }).then(() => onDone(`${name} を承認しました。`))
      }
    />
  );
}

export function ReviewActions({ id, title, onDone }: { id: string; title: string; onDone: (t: string) => void }) {
  const [publish] = useMutation(PUBLISH_LISTING_MUTATION);
  const [giveBack] = useMutation(RETURN_LISTING_MUTATION);
  return (
    <div className="console-actions">
      <ConfirmDialog
        trigger={`「${title}」を公開する`}
        triggerTone="primary"
        title={`「${title}」を公開しますか`}
        description={<p>公開すると、自治体職員の検索と詳細画面にすぐ反映されます。</p>}
        confirmLabel="公開する"
        onConfirm={() =>
          publish({ variables: { id }, update: (cache) => handled(cache, id) }).then(() =>
            onDone(`「${title}」を公開しました。`),
          )
        }
      />
      <ConfirmDialog
        trigger={`「${title}」を差し戻す`}
        title={`「${title}」を差し戻しますか`}
        description={<p>理由は掲載企業の画面に表示されます。</p>}
        reasonLabel="差し戻しの理由"
        confirmLabel="差し戻す"
        onConfirm={(comment) =>
          giveBack({ variables: { id, comment }, update: (cache) => handled(cache, id) }).then(() =>
            onDone(`「${title}」を差し戻しました。`),
          )
        }
      />
    </div>
  );
}
