/**
 * /mypage/shortlists: the shared shortlists of the user's municipality. The route puts a list's
 * solutions into the document-request basket and opens the request form; each list can be
 * followed (「変更をメールで受け取る」: colleagues' additions, removals and status changes by mail) and
 * shows the requests for information started from it.
 */
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { addToBasket, isInBasket } from '@/features/document-requests/basket-store';
import { FollowToggle } from '@/features/notifications/components/follow-toggle';
import { ShortlistRfis } from '@/features/rfis/components/shortlist-rfis';
import { ShortlistBoard } from '@/features/shortlists/components/shortlist-board';
import { MypagePage } from './mypage-layout';

export function Component() {
  const navigate = useNavigate();
  return (
    <MypagePage route="mypage.shortlists" printable>
      <ShortlistBoard
        onRequestSolutions={(solutions) => {
          for (const solution of solutions) if (!isInBasket(solution.uid)) addToBasket(solution);
          void navigate(href('request.form'));
        }}
        listActions={(list) => (
          <FollowToggle topic="shortlists" topicId={list.id} title={list.name} label="変更をメールで受け取る" />
        )}
        listRequests={(list) => <ShortlistRfis shortlistId={list.id} name={list.name} />}
      />
    </MypagePage>
  );
}
