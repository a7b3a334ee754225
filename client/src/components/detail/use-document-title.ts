import { useEffect } from 'react';
import { SITE_NAME } from '@/config/routes';

/** 「{title} | 自治体ソリューションポータル」 for a page whose h1 is rendered elsewhere. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
