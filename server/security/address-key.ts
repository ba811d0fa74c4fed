/** Client addresses as per-client limits count them. */
import ipaddr from "ipaddr.js";

/**
 * The part of a client's address that limits count: an IPv4 address whole, an IPv6 address by its
 * /64 (one subscriber's network: a client there can use 2^64 addresses), an IPv4-mapped IPv6
 * address as the IPv4 address it is. Anything unparsable is kept as it is.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
