/**
 * The site header (docs/specification.md §2). One bar at every width: from 1024 px the section
 * entries and account buttons sit in the bar, below it they move into the menu panel.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS } from '@/config/external-links';
import { href } from '@/config/routes';
import { setToggle } from '@/lib/store/toggles';
import { useMediaQuery } from '@/lib/use-media-query';
import { MEDIA } from '@/styles/breakpoints';
import { ExternalLink } from './external-link';
import { HeaderLink } from './header-link';
import { useHeaderState } from './header-state';
import { navEntries } from './nav-entries';
import './site-header.css';
import { AccountButtonLabel } from './account-button-label';

// The menus' primitives (popper, focus trap, scroll lock) load only for those who need them:
// whoever opens a menu. Until then a look-alike of the menu's own button stands in and opens it
// once its code is there, so the bar does not jump.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The my-page button as its menu draws it; without `onOpen` it is the stand-in while that loads. */
function AccountButton({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary account-menu__trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
    >
      <AccountButtonLabel />
    </button>
  );
}

/** The menu button as the panel draws it; without `onOpen` it is the stand-in while that loads. */
function MenuButton({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      className="header-icon-button mobile-menu__trigger"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onOpen}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="header-icon-button__label">メニュー</span>
    </button>
  );
}

/** `extra`: what the app puts before the account controls (the basket entry, from its feature). */
export function SiteHeader({ extra }: { extra?: ReactNode }) {
  const state = useHeaderState();
  const narrow = useMediaQuery(MEDIA.mobileHeader);
  const [menuWanted, setMenuWanted] = useState(false);
  const [accountWanted, setAccountWanted] = useState(false);
  const openAccount = () => {
    setToggle('account-menu', true);
    setAccountWanted(true);
  };
  const openMenu = () => {
    setToggle('mobile-menu', true);
    setMenuWanted(true);
  };
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <HeaderLink to={href('home')} className="site-header__logo">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="site-header__mark">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M8 22V12l8-5 8 5v10h-5v-6h-6v6z" fill="#fff" />
          </svg>
          {/* One name for screen readers; the two lines are for the eye only. */}
          <span className="site-header__name" aria-label="自治体ソリューションポータル" role="img">
            <span aria-hidden="true">自治体ソリューション</span>
            <span aria-hidden="true">ポータル</span>
          </span>
        </HeaderLink>
        <nav aria-label="メインメニュー" className="site-header__nav">
          <ul>
            {navEntries(state).map((entry) => (
              <li key={entry.to}>
                <HeaderLink to={entry.to} className="site-header__nav-link">
                  {entry.label}
                </HeaderLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions" data-mode={state.mode}>
          {state.mode === 'account' && extra}
          {state.mode === 'account' &&
            (accountWanted ? (
              <Suspense fallback={<AccountButton />}>
                <AccountMenu
                  showDownloads={state.showDownloads}
                  showVendorArea={state.showVendorArea}
                  displayName={state.displayName}
                />
              </Suspense>
            ) : (
              <AccountButton onOpen={openAccount} />
            ))}
          {state.mode === 'guest' && (
            <>
              <ExternalLink href={EXTERNAL_LINKS.listingGuide} className="site-header__listing widest-only">
                掲載をご希望の企業様
              </ExternalLink>
              <Link to={href('auth.login')} className="button button--secondary wide-only">
                ログイン
              </Link>
              <Link to={href('auth.login')} className="header-icon-button narrow-only">
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                  <path d="M10 4h8v16h-8M4 12h10M10 8l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                <span className="header-icon-button__label">ログイン</span>
              </Link>
              <Link to={href('auth.munRegister')} className="button button--primary wide-only">
                会員登録
              </Link>
            </>
          )}
        </div>
        {narrow && (
          <div className="narrow-only">
            {menuWanted ? (
              <Suspense fallback={<MenuButton />}>
                <MobileMenu state={state} />
              </Suspense>
            ) : (
              <MenuButton onOpen={openMenu} />
            )}
          </div>
        )}
      </div>
    </header>
  );
}
