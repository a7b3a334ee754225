/**
 * /operator/grants/:id: a grant's form and its publication (publish now, schedule, withdraw), with
 * links to its preview and history. Saving a published grant changes the public page at once.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import type { PublicationState } from '@portal/shared/editorial/publication';
import { validateGrant } from '@portal/shared/grants/validation';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { formErrors } from '@/components/form/nested-errors';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import {
  EDITORIAL_GRANT_FIELDS,
  EDITORIAL_GRANT_QUERY,
  PUBLISH_GRANT_MUTATION,
  SCHEDULE_GRANT_MUTATION,
  UPDATE_GRANT_MUTATION,
  WITHDRAW_GRANT_MUTATION,
} from '@/features/operator/api/editorial-documents';
import { grantInputOf } from '@/features/operator/api/grant-form-values';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { GrantForm } from '@/features/operator/components/grant-form';
import { ListState } from '@/features/operator/components/list-state';
import { PublicationPanel } from '@/features/operator/components/publication-panel';

export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useQuery(EDITORIAL_GRANT_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UPDATE_GRANT_MUTATION);
  const [publish] = useMutation(PUBLISH_GRANT_MUTATION);
  const [schedule] = useMutation(SCHEDULE_GRANT_MUTATION);
  const [withdraw] = useMutation(WITHDRAW_GRANT_MUTATION);
  const [saved, setSaved] = useState<string | null>(
    (location.state as { saved?: boolean } | null)?.saved ? '下書きを保存しました。' : null,
  );
  const grant =
    query.dataState === 'complete' ? getFragmentData(EDITORIAL_GRANT_FIELDS, query.data.editorialGrant) : null;
  const status = (grant?.status ?? 'draft') as PublicationState;
  const strict = status === 'published' || status === 'scheduled';
  const missing = grant ? [...new Set(Object.values(validateGrant(grant.values, { submit: true })))] : [];
  return (
    <div className="container">
      <PageTitle title="補助金・交付金の編集" />
      <ConsoleNav />
      <ListState loading={!grant && !query.error} error={query.error} empty={false} emptyText="">
        {grant ? (
          <>
            <p className="editorial-form__lead">{grant.values.title}</p>
            <PublicationPanel
              noun="補助金・交付金"
              status={status}
              publishedAt={grant.publishedAt}
              withdrawnReason={grant.withdrawnReason}
              missing={missing}
              previewHref={href('operator.grantPreview', { id })}
              historyHref={href('operator.grantHistory', { id })}
              onPublish={() => publish({ variables: { id } })}
              onSchedule={(date, time) => schedule({ variables: { id, date, time } })}
              onWithdraw={(reason) => withdraw({ variables: { id, reason } })}
            />
            {saved ? (
              <FormNotice tone="success">
                <p>{saved}</p>
              </FormNotice>
            ) : null}
            <GrantForm
              initialValues={grant.values}
              strict={strict}
              submitLabel={status === 'published' ? '保存して公開内容を更新する' : '保存する'}
              onSave={async (values) => {
                setSaved(null);
                try {
                  await update({ variables: { id, input: grantInputOf(values) } });
                  setSaved(status === 'published' ? '保存しました。公開画面と検索に反映されます。' : '保存しました。');
                  return undefined;
                } catch (error) {
                  return formErrors(toSubmissionErrors(error) as Record<string, string>);
                }
              }}
            />
          </>
        ) : null}
      </ListState>
    </div>
  );
}
