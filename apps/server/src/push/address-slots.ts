/**
 * Sockets per client address on this node (PSH8): one address may hold at most `max` push sockets.
 * Without it, one client held 2,000 sockets of 64 subjects each (reliability audit, finding 6).
 *
 * The address is the one the rest of the server counts by: `request.ip`, which follows TRUST_PROXY, as
 * an IPv4 address or an IPv6 /64 (`addressKey`, like the sign-in limits; one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would limit nothing).
 *
 * WARNING, shared addresses: an office, a campus or a mobile carrier's NAT puts many visitors behind one
 * IPv4 address. The default (100) is meant to fit them; a refused page keeps working on the feeds it
 * polls, only later. The count is per node: behind a balancer an address may hold `max` on each node.
 * Memory: the audit measured +80 MiB for 300 sockets of 64 random subjects, so about 27 MiB for one
 * address at the default cap, in the worst case.
 */
import { addressKey } from '../accounts/rate-limit.ts';

/** PUSH_MAX_SOCKETS_PER_IP's default. */
export const DEFAULT_MAX_SOCKETS_PER_ADDRESS = 100;

export class AddressSlots {
  /** Sockets held per counted address; an address with none has no entry (the map stays small). */
  private readonly held = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a place for a socket of `ip`; null when the address holds `max` already. Release once. */
  take(ip: string): (() => void) | null {
    const key = addressKey(ip);
    const count = this.held.get(key) ?? 0;
    if (count >= this.max) return null;
    this.held.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }

  /** Addresses holding at least one socket (for tests and stats). */
  addresses(): number {
    return this.held.size;
  }
}
