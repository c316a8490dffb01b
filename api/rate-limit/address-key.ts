import { isIPv6 } from 'node:net';

/**
 * The part of a client address that identifies one client for rate limits. An IPv4 address as it
 * is; an IPv6 address by its /64, since one home or phone is handed a whole /64 to pick from.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(ip.includes('::') ? zeros : []), ...right].map((part) => part.toLowerCase());
}
