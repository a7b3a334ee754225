import { describe, expect, it } from 'vitest';
import { requestEligibility } from './request-eligibility';

describe('request-a-solution guard (docs/specification.md §4)', () => {
  const trialDomains = ['provider.example.jp'];

  it('asks for login without an e-mail', () => {
    expect(requestEligibility(null, trialDomains)).toBe('login');
    expect(requestEligibility('', trialDomains)).toBe('login');
  });

  it('stops trial accounts, also on sub-domains of the provider', () => {
    expect(requestEligibility('someone@provider.example.jp', trialDomains)).toBe('trial');
    expect(requestEligibility('someone@sales.provider.example.jp', trialDomains)).toBe('trial');
  });

  it('lets everyone else through (the server decides the rest)', () => {
    expect(requestEligibility('shokuin@city.demo.lg.jp', trialDomains)).toBe('allowed');
  });
});
