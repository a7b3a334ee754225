/**
 * The bar on the solution lists (/solutions, /solutions/list) once something is in the basket:
 * how many, and the way to the list, so a user picking from results never has to hunt for it.
 */
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { useBasket } from '../basket-store';
import './basket-reach.css';

export function BasketBar() {
  const count = useBasket().length;
  if (count === 0) return null;
  return (
    <section className="basket-bar" aria-label="資料請求リスト">
      <p className="basket-bar__text">
        資料請求リストに<strong>{count}件</strong>のソリューションがあります。
      </p>
      <Link to={href('request.form')} className="button button--primary basket-bar__link">
        資料請求リストを見る
      </Link>
    </section>
  );
}
