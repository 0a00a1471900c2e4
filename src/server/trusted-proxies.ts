import net from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For / -Proto the app believes: nobody (false), the nearest `hops` proxies, or
 * the proxies at these addresses or ranges. Never "everybody": a client would name its own address
 * and walk past every per-address limit.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

const MAX_HOPS = 10;
/** The ranges @fastify/proxy-addr knows by name. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLES =
  'the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or false, a hop count, or a comma list of addresses and CIDR ranges. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustedProxies => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message: `must be ${EXAMPLES}, not true: true believes every X-Forwarded-For, so a client could name its own address`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= MAX_HOPS) return { hops };
    } else {
      const addresses = text.split(',').map((item) => item.trim());
      if (addresses.every(isAddressOrRange)) return { addresses };
    }
    context.addIssue({
      code: 'custom',
      message: `must be false, ${EXAMPLES}; a hop count is 1 to ${MAX_HOPS}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy for the setting. Fastify 5 no longer honours a bare number (it cannot tell
 * the proxy from a direct client), so a hop count becomes the trust function it would have been:
 * the nearest `hops` addresses of the chain are proxies, whatever they are.
 */
export function fastifyTrustProxy(trusted: TrustedProxies) {
  if (trusted === false) return false;
  if ('addresses' in trusted) return trusted.addresses;
  return (_address: string, hop: number) => hop < trusted.hops;
}
