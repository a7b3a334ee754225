/** The my-page button's face, shared by the lazy menu and the placeholder shown before it loads. */
export function AccountButtonLabel() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="account-menu__icon">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      マイページ
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="account-menu__chevron">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
