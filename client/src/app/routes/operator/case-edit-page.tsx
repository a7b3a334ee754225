/**
 * /operator/cases/:id: a case study's form and its publication (publish now, schedule, withdraw),
 * with links to its preview and history. Saving a published case changes the public page at once.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { validateCase } from '@portal/shared/cases/validation';
import type { PublicationState } from '@portal/shared/editorial/publication';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { formErrors } from '@/components/form/nested-errors';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import {
  EDITORIAL_CASE_FIELDS,
  EDITORIAL_CASE_QUERY,
  PUBLISH_CASE_MUTATION,
  SCHEDULE_CASE_MUTATION,
  UPDATE_CASE_MUTATION,
  WITHDRAW_CASE_MUTATION,
} from '@/features/operator/api/case-editor-documents';
import { caseFormValuesOf, caseInputOf } from '@/features/operator/api/case-form-values';
import { CaseForm } from '@/features/operator/components/case-form';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListState } from '@/features/operator/components/list-state';
import { PublicationPanel } from '@/features/operator/components/publication-panel';
import { caseSearches } from './case-searches';

export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const client = useApolloClient();
  const searches = useMemo(() => caseSearches(client), [client]);
  const query = useQuery(EDITORIAL_CASE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UPDATE_CASE_MUTATION);
  const [publish] = useMutation(PUBLISH_CASE_MUTATION);
  const [schedule] = useMutation(SCHEDULE_CASE_MUTATION);
  const [withdraw] = useMutation(WITHDRAW_CASE_MUTATION);
  const [saved, setSaved] = useState<string | null>(
    (location.state as { saved?: boolean } | null)?.saved ? '下書きを保存しました。' : null,
  );
  const record =
    query.dataState === 'complete' ? getFragmentData(EDITORIAL_CASE_FIELDS, query.data.editorialCase) : null;
  const status = (record?.status ?? 'draft') as PublicationState;
  const missing = record ? [...new Set(Object.values(validateCase(record.values, { submit: true })))] : [];
  return (
    <div className="container">
      <PageTitle title="導入事例の編集" />
      <ConsoleNav />
      <ListState loading={!record && !query.error} error={query.error} empty={false} emptyText="">
        {record ? (
          <>
            <p className="editorial-form__lead">{record.values.title}</p>
            <PublicationPanel
              noun="導入事例"
              status={status}
              publishedAt={record.publishedAt}
              withdrawnReason={record.withdrawnReason}
              missing={missing}
              previewHref={href('operator.casePreview', { id })}
              historyHref={href('operator.caseHistory', { id })}
              onPublish={() => publish({ variables: { id } })}
              onSchedule={(date, time) => schedule({ variables: { id, date, time } })}
              onWithdraw={(reason) => withdraw({ variables: { id, reason } })}
            />
            {saved ? (
              <FormNotice tone="success">
                <p>{saved}</p>
              </FormNotice>
            ) : null}
            <CaseForm
              initialValues={caseFormValuesOf(record)}
              strict={status === 'published' || status === 'scheduled'}
              submitLabel={status === 'published' ? '保存して公開内容を更新する' : '保存する'}
              searches={searches}
              initialGrants={record.fundingGrants}
              initialSolution={
                record.values.solutionId
                  ? { id: record.values.solutionId, title: record.solutionTitle ?? record.values.solutionName }
                  : null
              }
              onSave={async (values) => {
                setSaved(null);
                try {
                  await update({ variables: { id, input: caseInputOf(values) } });
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
