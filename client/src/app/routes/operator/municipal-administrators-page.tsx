/**
 * /operator/municipal-administrators: members asking to be their municipality's first 自治体管理者.
 * The operator grants one per municipality, once; from then on the municipality runs itself.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListState } from '@/features/operator/components/list-state';
import { ADMINISTRATOR_REQUESTS_QUERY, GRANT_ADMINISTRATOR_MUTATION } from '@/features/municipal-staff/api/documents';
import { formatDateTime } from '@/lib/date-time';

export function Component() {
  const query = useQuery(ADMINISTRATOR_REQUESTS_QUERY, { fetchPolicy: 'network-only' });
  const [grant] = useMutation(GRANT_ADMINISTRATOR_MUTATION);
  const [message, setMessage] = useState<string | null>(null);
  const requests = query.dataState === 'complete' ? query.data.municipalAdministratorRequests : null;
  return (
    <div className="container">
      <PageTitle title="自治体管理者の申請" />
      <ConsoleNav />
      <p>
        所属自治体が確認された職員が、管理者のいない自治体の最初の管理者になることを申請しています。認めるのは自治体ごとに一度だけで、以後の任命・招待・削除は自治体の管理者が行います。
      </p>
      {message ? (
        <FormNotice tone="success">
          <p>{message}</p>
        </FormNotice>
      ) : null}
      <ListState
        loading={!requests}
        error={query.error && !requests ? query.error : null}
        empty={requests?.length === 0}
        emptyText="申請はありません。"
      >
        {requests?.map((request) => (
          <section
            key={`${request.municipality.code}-${request.uid}`}
            className="console-item"
            aria-label={`${request.municipality.name} ${request.name}`}
          >
            <h2>
              {request.municipality.name}：{request.name}
            </h2>
            <dl>
              <dt>メールアドレス</dt>
              <dd>{request.email}</dd>
              <dt>部署</dt>
              <dd>{request.division || '—'}</dd>
              <dt>申請日時</dt>
              <dd>{formatDateTime(request.requestedAt)}</dd>
            </dl>
            <div className="console-actions">
              <ConfirmDialog
                trigger="管理者として認める"
                triggerTone="primary"
                title={`${request.name} さんを${request.municipality.name}の管理者として認めますか`}
                description={
                  <p>
                    {request.municipality.name}
                    の最初の管理者になります。以後、この自治体の管理者の任命は自治体自身が行い、運営事務局は関与しません。
                  </p>
                }
                confirmLabel="認める"
                onConfirm={() =>
                  grant({
                    variables: { municipalityCode: request.municipality.code, uid: request.uid },
                    // The grant settles every request of the municipality (one administrator is granted once).
                    update: (cache) =>
                      cache.updateQuery({ query: ADMINISTRATOR_REQUESTS_QUERY }, (data) =>
                        data
                          ? {
                              ...data,
                              municipalAdministratorRequests: data.municipalAdministratorRequests.filter(
                                (other) => other.municipality.code !== request.municipality.code,
                              ),
                            }
                          : data,
                      ),
                  }).then(() =>
                    setMessage(`${request.name} さんを${request.municipality.name}の管理者として認めました。`),
                  )
                }
              />
            </div>
          </section>
        ))}
      </ListState>
    </div>
  );
}
