/** The site footer (docs/specification.md §2): rules, inquiry, the external guides and the copyright. */
import { COPYRIGHT_YEAR } from '@portal/shared';
import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS } from '@/config/external-links';
import { OPERATOR } from '@/config/operator';
import { href } from '@/config/routes';
import { SITE_NAME } from '@/config/routes';
import { ExternalLink } from './external-link';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{SITE_NAME}</p>
          <p className="site-footer__lead">
            自治体職員の皆さまが、課題に合うソリューション・補助金・導入事例をまとめて探せるポータルサイトです。
          </p>
        </div>
        <nav aria-label="フッターメニュー" className="site-footer__nav">
          <div>
            <p className="site-footer__heading">ご利用にあたって</p>
            <ul>
              <li>
                <Link to={href('rules.terms')}>利用規約（自治体職員の方）</Link>
              </li>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.vendorTerms}>利用規約（掲載企業の方）</ExternalLink>
              </li>
              <li>
                <Link to={href('rules.law')}>特定商取引法に基づく表記</Link>
              </li>
              <li>
                <Link to={href('rules.privacy')}>プライバシーポリシー</Link>
              </li>
              <li>
                <Link to={href('rules.security')}>情報セキュリティ基本方針</Link>
              </li>
              <li>
                <Link to={href('rules.accessibility')}>ウェブアクセシビリティ方針</Link>
              </li>
            </ul>
          </div>
          <div>
            <p className="site-footer__heading">サポート</p>
            <ul>
              <li>
                <Link to={href('rules.faq')}>よくあるご質問</Link>
              </li>
              <li>
                <Link to={href('inquiry.form')}>お問い合わせ</Link>
              </li>
              <li>
                <Link to={href('openData')}>オープンデータ</Link>
              </li>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.listingGuide}>サービス掲載のご案内</ExternalLink>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <p className="site-footer__copyright">
        <small>
          © {COPYRIGHT_YEAR} {OPERATOR.name}
        </small>
      </p>
    </footer>
  );
}
