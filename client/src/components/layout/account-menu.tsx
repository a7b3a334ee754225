/** The my-page button and its menu (specification section 2), on radix-ui's DropdownMenu. */
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useToggle } from '@/lib/store/toggles';
import './account-menu.css';

export function AccountMenu({
  showDownloads,
  showVendorArea = false,
  displayName,
}: {
  showDownloads: boolean;
  showVendorArea?: boolean;
  displayName: string | null;
}) {
  const [open, setOpen] = useToggle('account-menu');
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="button button--secondary account-menu__trigger">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="account-menu__icon">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        マイページ
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="account-menu__chevron">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={6}>
          {displayName && <DropdownMenu.Label className="account-menu__label">{displayName} さん</DropdownMenu.Label>}
          {showDownloads && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={paths.request.list}>資料ダウンロード</Link>
            </DropdownMenu.Item>
          )}
          {showVendorArea && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={paths.vendor.home}>掲載企業メニュー</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={paths.auth.mypage}>会員情報</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={paths.inquiry.form}>お問い合わせ</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={paths.auth.logout}>ログアウト</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
