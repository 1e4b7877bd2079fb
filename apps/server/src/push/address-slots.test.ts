import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { AddressSlots, DEFAULT_MAX_SOCKETS_PER_ADDRESS } from './address-slots.ts';

describe('AddressSlots', () => {
  it('[PSH8] gives an address at most max places, and a released place back once', () => {
    const slots = new AddressSlots(2);
    const a = slots.take('203.0.113.5');
    const b = slots.take('::ffff:203.0.113.5'); // the same address, as a dual-stack socket reports it
    expect(a && b).toBeTruthy();
    expect(slots.take('203.0.113.5')).toBeNull();
    expect(slots.take('203.0.113.6')).not.toBeNull();
    a?.();
    a?.(); // a second release frees nothing more
    expect(slots.take('203.0.113.5')).not.toBeNull();
    expect(slots.take('203.0.113.5')).toBeNull();
  });

  it('[PSH8] counts IPv6 by /64 and forgets an address that holds nothing', () => {
    const slots = new AddressSlots(1);
    const release = slots.take('2001:db8:1:2::1');
    expect(slots.take('2001:db8:1:2:ffff::9')).toBeNull();
    expect(slots.take('2001:db8:1:3::1')).not.toBeNull();
    release?.();
    expect(slots.addresses()).toBe(1);
  });

  it('reads PUSH_MAX_SOCKETS_PER_IP, with a documented default, and refuses nonsense', () => {
    expect(readConfig({}).push?.maxSocketsPerAddress).toBe(DEFAULT_MAX_SOCKETS_PER_ADDRESS);
    expect(DEFAULT_MAX_SOCKETS_PER_ADDRESS).toBe(100);
    expect(readConfig({ PUSH_MAX_SOCKETS_PER_IP: '7' }).push?.maxSocketsPerAddress).toBe(7);
    expect(() => readConfig({ PUSH_MAX_SOCKETS_PER_IP: '0' })).toThrow(/PUSH_MAX_SOCKETS_PER_IP/);
  });
});
