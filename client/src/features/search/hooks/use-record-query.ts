/**
 * A detail screen's record (api/record-read): the screen paints once its own code and the answer
 * are there; on a page opened on the record the answer is the page's early read, so the Apollo
 * bundle is not on its critical path. The read is
 * the one the route guard's loader started for this visit, handed in by the screen; a screen
 * rendered without it (a test, say) starts its own through the same function.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect, useRef, useState } from 'react';
import {
  type RecordAnswer,
  type RecordRead,
  recordKey,
  type RecordVariables,
  startRecordRead,
} from '../api/record-read';

export interface RecordQuery<Result> {
  data: Result | undefined;
  error: unknown;
}

export function useRecordQuery<Result, V extends RecordVariables>(
  document: TypedDocumentNode<Result, V>,
  variables: V,
  started?: RecordRead<unknown> | null,
): RecordQuery<Result> {
  const key = recordKey(document, variables);
  // The same key is the same query with the same variables, so its answer has this type.
  const given = started?.key === key ? (started as RecordRead<Result>) : undefined;
  // An answer that arrived before the screen's code did is shown in the first render.
  const [answer, setAnswer] = useState<{ key: string } & RecordAnswer<Result>>(() => ({ key, ...given?.arrived }));
  // The read this screen started itself, kept so a re-run of the effect (React's strict mode)
  // does not read twice.
  const own = useRef<RecordRead<Result> | null>(null);
  useEffect(() => {
    let read = given;
    if (!read) {
      if (own.current?.key !== key) own.current = startRecordRead(document, variables);
      read = own.current;
    }
    let current = true;
    read.answer.then(
      (data) => current && setAnswer({ key, data }),
      (error: unknown) => current && setAnswer({ key, error }),
    );
    return () => {
      current = false;
    };
    // `key` stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, given]);
  const shown = answer.key === key ? answer : given?.arrived;
  return { data: shown?.data, error: shown?.error };
}
