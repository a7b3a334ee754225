import { describe, expect, it } from 'vitest';
import { requestGuardOutcome } from './request-guard';

describe('request-a-solution guard (specification section 4)', () => {
  const trialDomains = ['provider.example.jp'];

  it('asks for login without an e-mail', () => {
    expect(requestGuardOutcome(null, trialDomains)).toBe('login');
    expect(requestGuardOutcome('', trialDomains)).toBe('login');
  });

  it('stops trial accounts, also on sub-domains of the provider', () => {
    expect(requestGuardOutcome('someone@provider.example.jp', trialDomains)).toBe('trial');
    expect(requestGuardOutcome('someone@sales.provider.example.jp', trialDomains)).toBe('trial');
  });

  it('lets everyone else through (the server decides the rest)', () => {
    expect(requestGuardOutcome('shokuin@city.demo.lg.jp', trialDomains)).toBe('allowed');
  });
});
