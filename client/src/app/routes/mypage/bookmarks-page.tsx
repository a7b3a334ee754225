/** /mypage/bookmarks: the signed-in user's bookmarks, a tab per section (?section=grants). */
import { isSection } from '@portal/shared';
import { useSearchParams } from 'react-router-dom';
import { BookmarkList } from '@/features/bookmarks/components/bookmark-list';
import { MypagePage } from './mypage-layout';

export function Component() {
  const [params, setParams] = useSearchParams();
  const value = params.get('section');
  const section = isSection(value) ? value : 'solutions';
  return (
    <MypagePage route="mypage.bookmarks">
      <BookmarkList section={section} onSection={(next) => setParams({ section: next }, { replace: true })} />
    </MypagePage>
  );
}
