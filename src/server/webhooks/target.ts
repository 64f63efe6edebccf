import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./addressPolicy.ts";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses (tests pass their own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;
export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why a webhook target may not be called: said in the delivery log and the API's 400. */
export class TargetRefused extends Error {}

/**
 * The addresses a webhook URL's host stands for, every one of them checked against the address policy
 * unless private targets are allowed: one public answer among private ones is still refused (a name
 * that resolves to both could be made to reach either). Run when a subscription is saved and again at
 * each delivery, whose connection then goes to an address checked here (no second lookup an attacker's
 * DNS could answer differently: rebinding).
 */
export async function resolveTarget(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
  timeoutMs = 5000,
): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      // getaddrinfo has no timeout of its own: a stalled resolver must not hold a request or a try.
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })),
          timeoutMs,
        );
      });
      addresses = await Promise.race([resolve(host), stalled]).finally(() => clearTimeout(timer));
    } catch (err) {
      throw new TargetRefused(`${host} does not resolve (${(err as { code?: string }).code ?? "error"})`);
    }
    if (addresses.length === 0) throw new TargetRefused(`${host} does not resolve`);
  }
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new TargetRefused(`${refused.address} is a private, loopback or link-local address`);
  }
  return addresses;
}
