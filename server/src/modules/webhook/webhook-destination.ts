/**
 * Where a webhook may go (docs/webhooks.md): an https URL on a host that resolves only to public
 * addresses, so a vendor cannot make the portal call into its own network (SSRF). The check runs
 * when the URL is saved and again inside each connection's DNS lookup, so a name that later
 * resolves to a private address (DNS rebinding) is refused at send time too. The only exception
 * is WEBHOOK_TEST_DESTINATIONS, exact origins a test's receiver listens on, refused in production.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { invalidInput } from '../../lib/app-error';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for a loopback, private, link-local, shared, documentation, multicast or unspecified address. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface DestinationPolicy {
  /** Exact origins (scheme://host:port) allowed whatever they resolve to: a test's receiver only. */
  testOrigins: readonly string[];
}

const URL_MESSAGE = '送信先は https:// で始まる URL を入力してください';
const PRIVATE_MESSAGE =
  '送信先が社内ネットワークなどインターネットから届かないアドレスを指しています。公開された https の URL を入力してください';

export function isTestOrigin(url: URL, policy: DestinationPolicy): boolean {
  return policy.testOrigins.includes(url.origin);
}

/** The URL as it will be called, or BAD_USER_INPUT with the reason in Japanese. */
export function parseDestination(raw: string, policy: DestinationPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalidInput({ url: URL_MESSAGE });
  }
  if (raw.trim().length > 500) throw invalidInput({ url: 'URL は500文字以内で入力してください' });
  if (isTestOrigin(url, policy)) return url;
  if (url.protocol !== 'https:' || url.username || url.password) throw invalidInput({ url: URL_MESSAGE });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw invalidInput({ url: PRIVATE_MESSAGE });
  if (/^localhost$|\.localhost$|\.local$|\.internal$/i.test(host)) throw invalidInput({ url: PRIVATE_MESSAGE });
  return url;
}

/** Resolves the host now and refuses it when any of its addresses is private. */
export async function assertPublicDestination(url: URL, policy: DestinationPolicy): Promise<void> {
  if (isTestOrigin(url, policy)) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await new Promise<LookupAddress[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
      ).catch(() => {
        throw invalidInput({ url: '送信先のホスト名を解決できませんでした。URL を確認してください' });
      });
  if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw invalidInput({ url: PRIVATE_MESSAGE });
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses private addresses: the address the socket
 * connects to is the one checked, whatever the name resolved to when it was saved.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '');
    const list = found;
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      return callback(Object.assign(new Error(`refused private address for ${hostname}`), { code: 'EPRIVATE' }), '');
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}
