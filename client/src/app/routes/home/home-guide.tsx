import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/layout/external-link';
import { EXTERNAL_LINKS } from '@/config/external-links';
import { href } from '@/config/routes';
import { ForViewer } from './for-viewer';
import { actsForCompany, type ViewerStanding } from '@/lib/auth/viewer-role';

const MUNICIPAL_HEADING = '自治体職員の方へ';

/** `viewer`: the card is for visitors only, kept hidden while the reader is not known (ForViewer). */
function GuideCard({
  heading,
  text,
  viewer,
  children,
}: {
  heading: string;
  text: string;
  viewer?: ViewerStanding;
  children: ReactNode;
}) {
  const body = (
    <>
      <h3>{heading}</h3>
      <p>{text}</p>
      <div className="home-guide__actions">{children}</div>
    </>
  );
  return viewer ? (
    <ForViewer viewer={viewer} as="div" className="home-guide__card">
      {body}
    </ForViewer>
  ) : (
    <div className="home-guide__card">{body}</div>
  );
}

interface CardLink {
  to: string;
  label: string;
  primary?: boolean;
}

/** What the municipal card says to each signed-in reader it speaks to. */
const MEMBER_CARDS: Partial<Record<ViewerStanding, { text: string; links: CardLink[] }>> = {
  municipal: {
    text: '気になるソリューションや補助金はお気に入りに保存できます。検索条件を保存すると、条件に合う新着のお知らせをメールで受け取ることもできます。所属自治体の確認が済むと、同じ自治体の職員と共有リストで候補を比べられます。',
    links: [
      { to: href('mypage.bookmarks'), label: 'お気に入り', primary: true },
      { to: href('mypage.searches'), label: '保存した検索条件' },
    ],
  },
  unconfirmed: {
    text: 'メールアドレスの確認が済むと、ソリューションの検索や資料請求・お問い合わせをご利用いただけます。',
    links: [{ to: href('auth.confirmEmailRequest'), label: '確認メールを再送する', primary: true }],
  },
  member: {
    text: 'ソリューションの検索や資料請求は、自治体職員であることの確認が済んだ方がご利用いただけます。現在のご利用状況は会員情報でご確認いただけます。',
    links: [{ to: href('auth.mypage'), label: '会員情報' }],
  },
};

/** The card for municipal staff: how to join for a visitor, what comes next for a member. */
function MunicipalCard({ viewer }: { viewer: ViewerStanding }) {
  // Vendors, the operator's staff and trial accounts have nothing to do here.
  if (actsForCompany(viewer) || viewer === 'trial' || viewer === 'operator' || viewer === 'unknown') return null;
  const card = MEMBER_CARDS[viewer];
  if (card) {
    return (
      <GuideCard heading={MUNICIPAL_HEADING} text={card.text}>
        {card.links.map((link) => (
          <Link key={link.to} to={link.to} className={`button button--${link.primary ? 'primary' : 'secondary'}`}>
            {link.label}
          </Link>
        ))}
      </GuideCard>
    );
  }
  return (
    <GuideCard
      heading={MUNICIPAL_HEADING}
      text="会員登録（無料）をすると、ソリューションの詳細や事例の詳細を閲覧し、複数の企業へまとめて資料請求・お問い合わせができます。登録には所属自治体のメールアドレスをお使いください。"
      viewer={viewer}
    >
      <Link to={href('auth.munRegister')} className="button button--primary">
        会員登録（無料）
      </Link>
    </GuideCard>
  );
}

function VendorCard({ viewer }: { viewer: ViewerStanding }) {
  const guide = (
    <ExternalLink href={EXTERNAL_LINKS.listingGuide} className="button button--secondary">
      サービス掲載のご案内
    </ExternalLink>
  );
  if (actsForCompany(viewer)) {
    return (
      <GuideCard
        heading="掲載企業の方へ"
        text="掲載企業メニューから、ソリューションの掲載内容の編集や、届いた資料請求・お問い合わせの確認ができます。"
      >
        <Link to={href('vendor.home')} className="button button--primary">
          掲載企業メニュー
        </Link>
        {guide}
      </GuideCard>
    );
  }
  return (
    <GuideCard
      heading="サービスの掲載をご希望の企業様へ"
      text="自治体向けのサービスを掲載し、全国の自治体職員に紹介できます。掲載プランや料金、お申し込み方法は掲載のご案内をご覧ください。"
    >
      {guide}
    </GuideCard>
  );
}

export function HomeGuide({ viewer }: { viewer: ViewerStanding }) {
  return (
    <section aria-labelledby="guide-heading" className="home-section">
      <h2 id="guide-heading" className="home-section__heading">
        ご利用案内
      </h2>
      <div className="home-guide">
        <MunicipalCard viewer={viewer} />
        <VendorCard viewer={viewer} />
      </div>
      <p className="home-guide__help">
        ご不明な点は<Link to={href('rules.faq')}>よくあるご質問</Link>または
        <Link to={href('inquiry.form')}>お問い合わせ</Link>からどうぞ。
      </p>
    </section>
  );
}
