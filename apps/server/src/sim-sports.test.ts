import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('SIM_SPORTS: the simulated sports', () => {
  it('plays every sport when unset, the listed ids when set', () => {
    expect(readConfig({}).simulator.sports).toBeUndefined();
    expect(readConfig({ SIM_SPORTS: '' }).simulator.sports).toBeUndefined();
    expect(readConfig({ SIM_SPORTS: '1,2' }).simulator.sports).toEqual([1, 2]);
    expect(readConfig({ SIM_SPORTS: ' 3 , 3,1' }).simulator.sports).toEqual([3, 1]);
  });

  it('stops the start with the setting named when an id is not a sport', () => {
    for (const bad of ['football', '1,999', '1,,2', '0', '1.5']) {
      expect(() => readConfig({ SIM_SPORTS: bad }), bad).toThrow(/SIM_SPORTS/);
    }
  });
});
