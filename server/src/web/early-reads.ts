/**
 * Early reads: the page of a signed-in route starts the queries its screen will wait for (the
 * profile, a detail screen's record) while it is parsed, with the token the browser remembers
 * (client/src/lib/auth/remembered-session.ts), instead of after the app's scripts have loaded
 * and run. The build lists them per route (`.vite/early-reads.json`, from
 * client/src/app/early-read-routes.ts); a small inline script, admitted by its hash in the
 * Content-Security-Policy, sends them and leaves the answers for the app
 * (client/src/lib/early-reads.ts), which takes one over only if it would send the same query
 * with the same token. Without a remembered token that still lives a while, nothing is sent.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type EarlyRead,
  type EarlyReadRoute,
  REMEMBERED_SESSION_KEY,
  REMEMBERED_TOKEN_MIN_LIFETIME_MS,
} from '@portal/shared';

const SPEC_ID = 'early-reads';

// ES5, and no failure escapes it: at worst the app asks for itself, as it would without it.
// Its keys are made as `queryKey` of @portal/shared makes them.
const STARTER = [
  '(function(){try{',
  `var spec=JSON.parse(document.getElementById('${SPEC_ID}').textContent);`,
  `var s=JSON.parse(localStorage.getItem('${REMEMBERED_SESSION_KEY}')||'null');`,
  `if(!s||typeof s.token!=='string'||!(s.expiresAt-Date.now()>${REMEMBERED_TOKEN_MIN_LIFETIME_MS}))return;`,
  "var want=spec.path.split('/'),have=location.pathname.replace(/\\/+$/,'').split('/'),params={};",
  'if(want.length!==have.length)return;',
  'for(var i=0;i<want.length;i++){',
  "if(want[i].charAt(0)===':')params[want[i].slice(1)]=decodeURIComponent(have[i]);",
  'else if(want[i]!==have[i])return;}',
  'var reads={};',
  'spec.reads.forEach(function(r){',
  'var v={};for(var k in r.variables){var t=r.variables[k];',
  "v[k]=t.charAt(0)===':'?params[t.slice(1)]:t;}",
  "var q='query='+encodeURIComponent(r.query)+'&operationName='+encodeURIComponent(r.operationName);",
  "if(Object.keys(v).length)q+='&variables='+encodeURIComponent(JSON.stringify(v));",
  "var p=fetch('/graphql?'+q,{headers:{accept:'application/json','content-type':'application/json',",
  "authorization:'Bearer '+s.token}});",
  'p.catch(function(){});',
  "reads[r.operationName+':'+JSON.stringify(v)]=p;});",
  'window.__portalEarlyReads={token:s.token,reads:reads};',
  '}catch(e){}})();',
].join('');

/** The starter's hash, for the script-src directive. */
export const EARLY_READS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;

const isRead = (r: unknown): r is EarlyRead => {
  const read = r as EarlyRead;
  return (
    typeof read?.operationName === 'string' &&
    typeof read.query === 'string' &&
    typeof read.variables === 'object' &&
    read.variables !== null &&
    Object.values(read.variables).every((value) => typeof value === 'string')
  );
};

/** Route pattern → its early reads; empty when the build has none (or an unreadable list). */
export function readEarlyReads(distDir: string): Map<string, EarlyRead[]> {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/early-reads.json'), 'utf8')) as unknown;
    if (!Array.isArray(list)) return new Map();
    return new Map(
      (list as EarlyReadRoute[])
        .filter((route) => typeof route?.path === 'string' && Array.isArray(route.reads) && route.reads.every(isRead))
        .map((route) => [route.path, route.reads]),
    );
  } catch {
    return new Map();
  }
}

/**
 * The page with the route's early reads ahead of its scripts and styles: an inline script after
 * a stylesheet would wait for that stylesheet to load.
 */
export function withEarlyReads(html: string, route: string, reads: EarlyRead[] | undefined): string {
  const ahead = ['<script type="module"', '<link rel="modulepreload"', '<link rel="stylesheet"', '<style', '</head>']
    .map((tag) => html.indexOf(tag))
    .filter((i) => i >= 0);
  if (!reads?.length || ahead.length === 0) return html;
  const at = Math.min(...ahead);
  const spec = JSON.stringify({ path: route, reads }).replace(/</g, '\\u003c');
  const tags = `<script type="application/json" id="${SPEC_ID}">${spec}</script><script>${STARTER}</script>`;
  return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
}
