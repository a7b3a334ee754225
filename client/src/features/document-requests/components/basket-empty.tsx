import { Link } from 'react-router-dom';
import { href } from '@/config/routes';

export function BasketEmpty() {
  return (
    <div className="basket-empty" role="status">
      <p>資料請求リストにソリューションがありません。</p>
      <p>ソリューションの詳細画面や一覧で「資料請求リストに追加」を押すと、ここにまとめて請求できます。</p>
      <Link className="button button--primary" to={href('solutions.list')}>
        ソリューションを探す
      </Link>
    </div>
  );
}
