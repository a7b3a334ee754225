/**
 * /inquiry/complete: the receipt of the inquiry just sent. Reached directly (typed, bookmarked,
 * reloaded in another tab) there is no receipt, and the page must not claim that anything was
 * received: its heading then says so and points to the form.
 */
import { PageTitle } from '@/components/page-title';
import { InquiryComplete } from '@/features/inquiry/components/inquiry-complete';
import { useInquiryDraft } from '@/features/inquiry/inquiry-draft';
import { RequestPage } from '../document-requests/request-layout';

export function Component() {
  const { receipt } = useInquiryDraft();
  if (!receipt) {
    return (
      <div className="container request-page">
        <PageTitle title="お問い合わせ" />
        <InquiryComplete />
      </div>
    );
  }
  return (
    <RequestPage route="inquiry.complete">
      <InquiryComplete />
    </RequestPage>
  );
}
