/**
 * What the result cache learns about the operations of one GET that the HTTP layer may replay
 * (read/answer-replay.ts): it starts a note per request on the response (`locals.answerNote`),
 * the context builder hands the note to the operations (context.answer) and the result cache
 * fills it in (answer-cache.ts).
 */
import type { Role } from '@portal/shared';
import type { Request, Response } from 'express';
import type { GraphQLObjectType } from 'graphql';

export interface AnswerNote {
  operations: number;
  /**
   * Operations that are read-model answers without errors that depend on the caller only through
   * their role (not their municipality's size).
   */
  replayable: number;
  /** Their root fields, whose rules (admission.ts) a replay admits its caller by, as they are then. */
  admissions: { type: GraphQLObjectType; fields: readonly string[] }[];
  /** The role they were answered for: the answer serves that role only (answer-cache.ts). */
  role: Role | null;
  /** The listings its search results list, counted as impressions at every replay (graphql/impression-counter.ts). */
  shown: number[];
}

/** A fresh note for a request the HTTP layer watches, carried on its response's locals. */
export function startAnswerNote(response: Response): AnswerNote {
  const note: AnswerNote = { operations: 0, replayable: 0, admissions: [], role: null, shown: [] };
  response.locals.answerNote = note;
  return note;
}

/** The request's note, or undefined when nothing watches it. */
export function answerNoteOf(request: Request): AnswerNote | undefined {
  return request.res?.locals.answerNote as AnswerNote | undefined;
}
