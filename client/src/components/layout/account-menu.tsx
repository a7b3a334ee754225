/** The my-page button and its menu (docs/specification.md §2), on radix-ui's DropdownMenu. */
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { useOperatorClaim } from '@/lib/auth/operator-claim';
import { useToggle } from '@/lib/store/toggles';
import './account-menu.css';
import { AccountButtonLabel } from './account-button-label';

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
  const operator = useOperatorClaim();
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="button button--secondary account-menu__trigger">
        <AccountButtonLabel />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={6}>
          {displayName && <DropdownMenu.Label className="account-menu__label">{displayName} さん</DropdownMenu.Label>}
          {showDownloads && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={href('request.list')}>資料ダウンロード</Link>
            </DropdownMenu.Item>
          )}
          {showVendorArea && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={href('vendor.home')}>掲載企業メニュー</Link>
            </DropdownMenu.Item>
          )}
          {operator && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={href('operator.home')}>運営者メニュー</Link>
            </DropdownMenu.Item>
          )}
          {/* My portal: what the user keeps. */}
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={href('mypage.bookmarks')}>お気に入り</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={href('mypage.searches')}>保存した検索条件</Link>
          </DropdownMenu.Item>
          {showDownloads && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={href('mypage.shortlists')}>組織内共有リスト</Link>
            </DropdownMenu.Item>
          )}
          {showDownloads && (
            <DropdownMenu.Item asChild className="account-menu__item">
              <Link to={href('mypage.municipality')}>自治体の職員管理</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={href('auth.mypage')}>会員情報</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={href('inquiry.form')}>お問い合わせ</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item asChild className="account-menu__item">
            <Link to={href('auth.logout')}>ログアウト</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
