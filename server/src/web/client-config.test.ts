/** The runtime settings in a page: a prerendered page's setting markers filled in, escaped. */
import { describe, expect, it } from 'vitest';
import { injectClientConfig, type ClientConfig } from './client-config';

const CONFIG = {
  firebase: {},
  authEmulatorUrl: null,
  solutionsMenuLabel: '<探す> & "見る"',
  operatorEmail: 'ops@portal.test',
  trialDomains: [],
  tokenSyncUrl: null,
} as unknown as ClientConfig;

describe('client config', () => {
  it('fills a prerendered page’s setting markers with the escaped runtime value', () => {
    const page = injectClientConfig('<head><!--app-config--></head><a>{{config.solutionsMenuLabel}}</a>', CONFIG);
    expect(page).toContain('<a>&lt;探す&gt; &amp; &quot;見る&quot;</a>');
    expect(page).toContain('<script id="app-config" type="application/json">');
  });

  it('shows the operator address from OPERATOR_EMAIL on a prerendered page', () => {
    const page = injectClientConfig('<td>{{config.operatorEmail}}</td>', CONFIG);
    expect(page).toBe('<td>ops@portal.test</td>');
  });
});
