/**
 * A grant's 公募要領 and other PDFs (downloaded through the portal: GET /api/grants/{id}/attachments/{n}),
 * its 問い合わせ先, and where the record came from (「出典: jGrants」 with a link to the source's page).
 */
import { ATTACHMENT_KINDS } from '@portal/shared/grants/fields';
import { RECORD_SOURCE_LABELS, type RecordSource } from '@portal/shared/editorial/publication';
import { optionLabel } from '@portal/shared';
import { DetailSection, Paragraphs } from '@/components/detail/detail-parts';

interface Attachment {
  id: string;
  kind: string;
  title: string;
  fileName: string;
  size: number;
  url: string;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export function GrantAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <DetailSection title="公募要領・資料">
      <ul className="grant-detail__attachments">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <a href={attachment.url} download={attachment.fileName}>
              {attachment.title}
            </a>{' '}
            <span className="grant-detail__attachment-meta">
              （{optionLabel(ATTACHMENT_KINDS, attachment.kind) ?? attachment.kind}・PDF・{sizeText(attachment.size)}）
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

export function GrantContact({ contact }: { contact: string | null }) {
  if (!contact) return null;
  return (
    <DetailSection title="問い合わせ先">
      <Paragraphs text={contact} />
    </DetailSection>
  );
}

/** Only records that came from outside the portal name their source. */
export function GrantSource({ source, sourceUrl }: { source: string; sourceUrl: string | null }) {
  if (source === 'portal') return null;
  const label = RECORD_SOURCE_LABELS[source as RecordSource] ?? source;
  return (
    <p className="grant-detail__source">
      出典:{' '}
      {sourceUrl ? (
        <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden">（新しいタブで開きます）</span>
        </a>
      ) : (
        label
      )}
    </p>
  );
}
