/**
 * What the result cache learns about the operations of one GET that the HTTP layer may replay
 * (http/answer-replay.ts): it starts a note per request, the context builder hands the note to
 * the operations (context.answer) and the result cache fills it in (result-cache.ts).
 */
import type { Role } from '@portal/shared';
import type { Request } from 'express';
import type { RateLimitName } from '../rate-limit/limits';

export interface AnswerNote {
  operations: number;
  /**
   * Operations that are read-model answers without errors that depend on the caller only through
   * their role (not their municipality's size).
   */
  replayable: number;
  /** Their root fields' rate limits, and whether any needs a signed-in caller. */
  limits: RateLimitName[];
  signedIn: boolean;
  /** The role they were answered for: the answer serves that role only (result-cache.ts). */
  role: Role | null;
}

const notes = new WeakMap<Request, AnswerNote>();

/** A fresh note for a request the HTTP layer watches. */
export function startAnswerNote(request: Request): AnswerNote {
  const note: AnswerNote = { operations: 0, replayable: 0, limits: [], signedIn: false, role: null };
  notes.set(request, note);
  return note;
}

/** The request's note, or undefined when nothing watches it. */
export function answerNoteOf(request: Request): AnswerNote | undefined {
  return notes.get(request);
}
