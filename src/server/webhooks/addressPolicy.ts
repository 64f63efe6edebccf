import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Which addresses a webhook may be sent to (issue 24): public unicast only. Private, loopback,
 * link-local, shared (CGNAT), documentation, benchmarking, multicast and reserved ranges are refused,
 * so a subscription cannot make the server call into its own network (cloud metadata at
 * 169.254.169.254, the database, an admin port on localhost). IPv6 forms that carry an IPv4 address
 * (mapped, compatible, NAT64, 6to4) are judged by that address.
 */
const V4_REFUSED: readonly [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const V6_REFUSED: readonly [string, number][] = [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

const refused = new BlockList();
for (const [net, prefix] of V4_REFUSED) refused.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of V6_REFUSED) refused.addSubnet(net, prefix, "ipv6");

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad read as two groups). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().split("%")[0] ?? "";
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad?.[1]) {
    const [a, b, c, d] = quad[1].split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -quad[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((g) => Number.parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

const v4From = (hi: number, lo: number): string => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4), if any. */
function embeddedV4(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4From(g[6]!, g[7]!);
  if (zeros(0, 6) && (g[6] !== 0 || g[7]! > 1)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!);
  return null;
}

/** Whether a webhook may be delivered to this IP address (see the module comment). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !refused.check(address, "ipv4");
  if (!isIPv6(address)) return false;
  const plain = address.split("%")[0] ?? address;
  const inner = embeddedV4(groupsOf(plain));
  if (inner !== null) return isPublicAddress(inner);
  return !refused.check(plain, "ipv6");
}
