/**
 * What a printout attached to a 決裁 must carry: the site, the page's title, the record's
 * number, the address, when it was printed and for which organisation. Shown only in print
 * (styles/print.css). The time and the links' full addresses are refreshed as printing starts.
 */
import { JAPAN_TIME_ZONE } from '@portal/shared';
import { useEffect, useState } from 'react';
import { SITE_NAME } from '@/config/routes';
import { useProfile } from '@/lib/auth/profile';

const DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JAPAN_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Links print their full address after their text (print.css reads data-print-href). */
function markLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
    const raw = link.getAttribute('href') ?? '';
    if (raw.startsWith('#') || raw.startsWith('mailto:') || raw.startsWith('tel:')) continue;
    link.dataset.printHref = link.href;
  }
}

export interface PrintHeaderProps {
  /** The page's title as printed (a record's title on a detail page). */
  title: string;
  /** 「掲載番号」「受付番号」…, and the value; omitted when the page is no one record. */
  record?: { label: string; value: string } | undefined;
}

export function PrintHeader({ title, record }: PrintHeaderProps) {
  const { profile } = useProfile();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  const [url, setUrl] = useState(() => window.location.href);
  useEffect(() => {
    const refresh = () => {
      setPrintedAt(new Date());
      setUrl(window.location.href);
      markLinks();
    };
    refresh();
    const media = window.matchMedia?.('print');
    window.addEventListener('beforeprint', refresh);
    media?.addEventListener?.('change', refresh);
    return () => {
      window.removeEventListener('beforeprint', refresh);
      media?.removeEventListener?.('change', refresh);
    };
  }, [title]);
  const organisation = [profile?.organization, profile?.division].filter(Boolean).join(' ');
  return (
    <div className="print-header" data-testid="print-header">
      <p className="print-header__site">{SITE_NAME}</p>
      <p className="print-header__title">{title}</p>
      <dl className="print-header__facts">
        {record ? (
          <div>
            <dt>{record.label}</dt>
            <dd>{record.value}</dd>
          </div>
        ) : null}
        <div>
          <dt>URL</dt>
          <dd>{url}</dd>
        </div>
        <div>
          <dt>印刷日時</dt>
          <dd>{DATE_TIME.format(printedAt)}</dd>
        </div>
        {organisation ? (
          <div>
            <dt>所属</dt>
            <dd>{organisation}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** 「このページを印刷する」: the browser's own print, hidden in the printout itself. */
export function PrintButton() {
  return (
    <button type="button" className="button button--secondary no-print print-button" onClick={() => window.print()}>
      このページを印刷する
    </button>
  );
}
