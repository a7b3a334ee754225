/** The header's menu below 1024 px: a side panel on radix-ui's Dialog (focus trap, Esc, return focus). */
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS } from '@/config/external-links';
import { href } from '@/config/routes';
import { useToggle } from '@/lib/store/toggles';
import { ExternalLink } from './external-link';
import { HeaderLink } from './header-link';
import type { HeaderState } from './header-state';
import { navEntries } from './nav-entries';
import './mobile-menu.css';

export function MobileMenu({ state }: { state: HeaderState }) {
  const [open, setOpen] = useToggle('mobile-menu');
  // After following a link, focus belongs to the new page, not back on the menu button.
  const navigated = useRef(false);
  const close = () => {
    navigated.current = true;
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="header-icon-button mobile-menu__trigger">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="header-icon-button__label">メニュー</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content
          className="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (navigated.current) event.preventDefault();
            navigated.current = false;
          }}
        >
          <div className="mobile-menu__head">
            <Dialog.Title className="mobile-menu__title">メニュー</Dialog.Title>
            <Dialog.Close className="header-icon-button" aria-label="メニューを閉じる">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M5 5l14 14M19 5L5 19" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="メインメニュー">
            <ul className="mobile-menu__list">
              <li>
                <HeaderLink to={href('home')} className="mobile-menu__link" onNavigate={close}>
                  ホーム
                </HeaderLink>
              </li>
              {navEntries(state).map((entry) => (
                <li key={entry.to}>
                  <HeaderLink to={entry.to} className="mobile-menu__link" onNavigate={close}>
                    {entry.label}
                  </HeaderLink>
                </li>
              ))}
            </ul>
          </nav>
          {state.mode === 'guest' && (
            <div className="mobile-menu__actions">
              <Link to={href('auth.login')} className="button button--secondary" onClick={close}>
                ログイン
              </Link>
              <Link to={href('auth.munRegister')} className="button button--primary" onClick={close}>
                会員登録
              </Link>
              <ExternalLink href={EXTERNAL_LINKS.listingGuide} className="mobile-menu__listing">
                サービスの掲載をご希望の企業様へ
              </ExternalLink>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
