import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/layout/external-link';
import { EXTERNAL_LINKS } from '@/config/external-links';
import { href } from '@/config/routes';

export function HomeGuide() {
  return (
    <section aria-labelledby="guide-heading" className="home-section">
      <h2 id="guide-heading" className="home-section__heading">
        ご利用案内
      </h2>
      <div className="home-guide">
        <div className="home-guide__card">
          <h3>自治体職員の方へ</h3>
          <p>
            会員登録（無料）をすると、ソリューションの詳細や事例の詳細を閲覧し、複数の企業へまとめて資料請求・お問い合わせができます。登録には所属自治体のメールアドレスをお使いください。
          </p>
          <Link to={href('auth.munRegister')} className="button button--primary">
            会員登録（無料）
          </Link>
        </div>
        <div className="home-guide__card">
          <h3>サービスの掲載をご希望の企業様へ</h3>
          <p>
            自治体向けのサービスを掲載し、全国の自治体職員に紹介できます。掲載プランや料金、お申し込み方法は掲載のご案内をご覧ください。
          </p>
          <ExternalLink href={EXTERNAL_LINKS.listingGuide} className="button button--secondary">
            サービス掲載のご案内
          </ExternalLink>
        </div>
      </div>
      <p className="home-guide__help">
        ご不明な点は<Link to={href('rules.faq')}>よくあるご質問</Link>または
        <Link to={href('inquiry.form')}>お問い合わせ</Link>からどうぞ。
      </p>
    </section>
  );
}
