import { useEffect } from 'react';
import { SITE_NAME } from '@/config/routes';

/** The page's h1 and the document title 「… | 自治体ソリューションポータル」. */
export function PageTitle({ title, visuallyHidden = false }: { title: string; visuallyHidden?: boolean }) {
  useEffect(() => {
    document.title = title === 'ホーム' ? SITE_NAME : `${title} | ${SITE_NAME}`;
  }, [title]);
  return <h1 className={visuallyHidden ? 'visually-hidden' : 'page-title'}>{title}</h1>;
}
