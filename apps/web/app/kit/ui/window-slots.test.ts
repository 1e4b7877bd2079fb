import { describe, expect, it, vi } from 'vitest';
import { WindowSlots } from './window-slots.ts';

function handle() {
  return { close: vi.fn() };
}

describe('window slots (spec 1 §2: one at a time)', () => {
  it('opening a slot closes the one that was open', () => {
    const slots = new WindowSlots();
    const search = handle();
    const settings = handle();
    expect(slots.activate('search', search)).toBe(true);
    expect(slots.getActive()).toBe('search');
    expect(slots.activate('settings', settings)).toBe(true);
    expect(search.close).toHaveBeenCalledTimes(1);
    expect(settings.close).not.toHaveBeenCalled();
    expect(slots.getActive()).toBe('settings');
  });

  it('deactivating the open slot closes it; another slot’s deactivate changes nothing', () => {
    const slots = new WindowSlots();
    const settings = handle();
    slots.activate('settings', settings);
    expect(slots.deactivate('search')).toBe(true);
    expect(slots.getActive()).toBe('settings');
    expect(slots.deactivate('settings')).toBe(true);
    expect(settings.close).toHaveBeenCalledTimes(1);
    expect(slots.getActive()).toBeNull();
  });

  it('activating the open slot again keeps it open (no close call)', () => {
    const slots = new WindowSlots();
    const settings = handle();
    slots.activate('settings', settings);
    expect(slots.activate('settings', settings)).toBe(true);
    expect(settings.close).not.toHaveBeenCalled();
  });

  it('refuses every activation while the login flow cannot be cancelled', () => {
    const slots = new WindowSlots();
    const login = handle();
    slots.activate('loginClient', login);
    slots.setLoginFlow('busy');
    const settings = handle();
    expect(slots.activate('settings', settings)).toBe(false);
    expect(slots.getActive()).toBe('loginClient');
    expect(login.close).not.toHaveBeenCalled();
    // Nor may the login window itself be closed.
    expect(slots.deactivate('loginClient')).toBe(false);
    slots.setLoginFlow('idle');
    expect(slots.activate('settings', settings)).toBe(true);
    expect(login.close).toHaveBeenCalledTimes(1);
  });

  it('closing the login window cancels a cancellable login', () => {
    const slots = new WindowSlots();
    const cancel = vi.fn();
    const login = handle();
    slots.activate('loginClient', login);
    slots.setLoginFlow('cancellable', cancel);
    expect(slots.deactivate('loginClient')).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(slots.loginFlow).toBe('idle');
    expect(login.close).toHaveBeenCalledTimes(1);
  });

  it('another slot taking over from a cancellable login cancels it too', () => {
    const slots = new WindowSlots();
    const cancel = vi.fn();
    slots.activate('loginClient', handle());
    slots.setLoginFlow('cancellable', cancel);
    expect(slots.activate('settings', handle())).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when the open slot changes', () => {
    const slots = new WindowSlots();
    const listener = vi.fn();
    const stop = slots.subscribe(listener);
    slots.activate('settings', handle());
    slots.deactivate('settings');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    slots.activate('search', handle());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
