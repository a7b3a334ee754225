/**
 * A detail screen's record, read without Apollo (api/record-read): the screen paints once its
 * own code and the answer are there, without the Apollo bundle on its critical path.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect, useRef, useState } from 'react';
import { arrivedRecord, recordKey, type RecordVariables, takeOverRecord } from '../api/record-read';

export interface RecordQuery<Result> {
  data: Result | undefined;
  error: unknown;
}

export function useRecordQuery<Result, V extends RecordVariables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
): RecordQuery<Result> {
  const key = recordKey(document, variables);
  // An answer that arrived before the screen's code did is shown in the first render.
  const [answer, setAnswer] = useState<{ key: string; data?: Result; error?: unknown }>(() => ({
    key,
    ...arrivedRecord<Result>(key),
  }));
  // The read this screen took, kept so a re-run of the effect (React's strict mode) does not
  // read twice.
  const taken = useRef<{ key: string; read: Promise<Result> } | null>(null);
  useEffect(() => {
    if (taken.current?.key !== key) taken.current = { key, read: takeOverRecord(document, variables) };
    let current = true;
    taken.current.read.then(
      (data) => current && setAnswer({ key, data }),
      (error: unknown) => current && setAnswer({ key, error }),
    );
    return () => {
      current = false;
    };
    // `key` stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer.key === key ? { data: answer.data, error: answer.error } : { data: undefined, error: undefined };
}
