import { PageTitle } from '@/components/page-title';

/** A screen whose content a later piece of work provides; it already carries its title. */
export function TitleOnlyPage({ title }: { title: string }) {
  return (
    <div className="container">
      <PageTitle title={title} />
    </div>
  );
}
