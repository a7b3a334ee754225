/** A record's 変更履歴: newest first, each with who, when, what and why, and each changed field before → after. */
import { REVISION_ACTION_LABELS, type RevisionAction } from '@portal/shared/editorial/publication';
import { type FragmentType, getFragmentData } from '@/gql';
import { formatDateTime } from '@/lib/date-time';
import { REVISION_FIELDS } from '../api/editorial-documents';
import { fieldLabel, formatRevisionValue } from '../editorial-labels';
import './editorial.css';

/** A record's first values (created, or imported for the first time) have no before. */
function fresh(action: string, before: string | null): boolean {
  return action === 'create' || (action === 'import' && before === null);
}

export function RevisionList({
  kind,
  revisions,
}: {
  kind: 'grant' | 'case';
  revisions: readonly FragmentType<typeof REVISION_FIELDS>[];
}) {
  return (
    <ol className="revision-list">
      {revisions.map((masked) => {
        const revision = getFragmentData(REVISION_FIELDS, masked);
        const action = REVISION_ACTION_LABELS[revision.action as RevisionAction] ?? revision.action;
        return (
          <li key={revision.id} className="revision-list__item">
            <h2 className="revision-list__title">
              {action}
              <span className="revision-list__meta">
                {formatDateTime(revision.createdAt)}・{revision.actorName}
              </span>
            </h2>
            {revision.reason ? <p>理由：{revision.reason}</p> : null}
            {revision.changes.length > 0 ? (
              <dl className="revision-list__changes">
                {revision.changes.map((change) => (
                  <div key={change.field} className="revision-list__change">
                    <dt>{fieldLabel(kind, change.field)}</dt>
                    <dd>
                      {fresh(revision.action, change.before) ? null : (
                        <>
                          <span className="revision-list__before">
                            <span className="visually-hidden">変更前：</span>
                            {formatRevisionValue(change.field, change.before)}
                          </span>
                          <span aria-hidden="true"> → </span>
                        </>
                      )}
                      <span className="revision-list__after">
                        {fresh(revision.action, change.before) ? null : (
                          <span className="visually-hidden">変更後：</span>
                        )}
                        {formatRevisionValue(change.field, change.after)}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
