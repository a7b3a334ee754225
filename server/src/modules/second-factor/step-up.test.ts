/** The step-up check with an injected clock: fresh enough, too old, never checked, nothing enrolled. */
import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { SecondFactorStanding } from '../../auth/second-factor-standing';
import { createSecretBox, secretKeyOf } from '../../lib/secret-box';
import { callerOf, viewerOf } from '../../test/callers';
import { SecondFactorService } from './second-factor.service';

const NOW = new Date('2026-04-01T09:00:00+09:00');

function serviceAt(now: Date) {
  return new SecondFactorService({} as DataSource, {
    box: createSecretBox(secretKeyOf('test')),
    auth: { createCustomToken: async () => 'token' },
    stepUpSeconds: 600,
    clock: () => now,
    requiredByMunicipality: async () => false,
  });
}

function caller(standing: SecondFactorStanding) {
  return { ...callerOf(viewerOf('u1', 'a@example.jp'), 'operator'), secondFactor: standing };
}

const checked = (secondsAgo: number): SecondFactorStanding => ({
  required: true,
  enrolled: true,
  sessionId: 's1',
  verifiedAt: new Date(NOW.getTime() - secondsAgo * 1000),
});

describe('requireRecent', () => {
  it('passes a check within the window and refuses an older one', async () => {
    await expect(serviceAt(NOW).requireRecent(caller(checked(600)))).resolves.toBeUndefined();
    await expect(serviceAt(NOW).requireRecent(caller(checked(601)))).rejects.toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });
  });

  it('refuses a session that never passed, and lets through an account with nothing to ask', async () => {
    const never = { required: true, enrolled: true, sessionId: null, verifiedAt: null };
    await expect(serviceAt(NOW).requireRecent(caller(never))).rejects.toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    const none = { required: false, enrolled: false, sessionId: null, verifiedAt: null };
    await expect(serviceAt(NOW).requireRecent(caller(none))).resolves.toBeUndefined();
  });

  it('refuses an anonymous caller', async () => {
    await expect(serviceAt(NOW).requireRecent(callerOf(null, 'anonymous'))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
