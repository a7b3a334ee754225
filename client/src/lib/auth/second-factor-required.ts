/**
 * The server refused an operation with SECOND_FACTOR_REQUIRED. The second-factor watch listens
 * and, when this session owes a code (not a step-up of a checked session), opens the code screen.
 */
const EVENT = 'portal:second-factor-required';

export function announceSecondFactorRequired(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onSecondFactorRequired(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
