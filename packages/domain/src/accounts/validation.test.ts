import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketingVariantOf } from './marketing.ts';
import { isCode } from './codes.ts';
import {
  emailProblem,
  newPasswordRuleProblem,
  nicknameProblem,
  oldPasswordProblem,
  passwordRules,
} from './validation.ts';

describe('spec 2 §5 rules as a person types', () => {
  it('an e-mail address is judged at every key: empty, not yet an address, an address', () => {
    const typed = 'ravi@example.in';
    const problems = [...typed].map((_, i) => emailProblem(typed.slice(0, i + 1)));
    expect(problems[0]).toBe('shape');
    expect(problems.at(-1)).toBeNull();
    // "ravi@example.i" is not an address yet: a top level needs two letters.
    expect(problems.indexOf(null)).toBe(typed.length - 1);
    expect(emailProblem('   ')).toBe('empty');
    expect(emailProblem('ravi..k@example.in')).toBe('shape');
  });

  it('says which characters a name may hold when a complete address has another (spec 2 §5)', () => {
    expect(emailProblem('ravi+scores@example.in')).toBe('chars');
    expect(emailProblem('rávi@example.in')).toBe('chars');
    expect(emailProblem('ravi+')).toBe('shape');
    expect(emailProblem('ravi_k-1.x@example.in')).toBeNull();
  });

  it('a new password shows which rules are met so far', () => {
    expect(passwordRules('')).toEqual({
      length: false,
      whitespace: true,
      lowercase: false,
      uppercase: false,
      special: false,
    });
    expect(passwordRules('Kabaddi#')).toEqual({
      length: true,
      whitespace: true,
      lowercase: true,
      uppercase: true,
      special: true,
    });
    expect(newPasswordRuleProblem('Kabaddi #7')).toBe('whitespace');
    expect(newPasswordRuleProblem('kabaddi#raid7')).toBe('uppercase');
    expect(newPasswordRuleProblem('சென்னைAa#123x')).toBeNull();
  });

  it('old passwords need 5 characters; nicknames 5 of letters (Tamil too), digits, _ - .', () => {
    expect(oldPasswordProblem('')).toBe('empty');
    expect(oldPasswordProblem('abcd')).toBe('length');
    expect(oldPasswordProblem('abcde')).toBeNull();
    expect(nicknameProblem('')).toBeNull();
    expect(nicknameProblem('ரவி')).toBe('length');
    expect(nicknameProblem('தமிழ்ரசிகை')).toBeNull();
    expect(nicknameProblem('ravi k')).toBe('characters');
  });

  it('codes are 40 lowercase hex; marketing variants come from the detail codes', () => {
    expect(isCode('a'.repeat(40))).toBe(true);
    expect(isCode('A'.repeat(40))).toBe(false);
    expect([1003, 1004, 1005, 1006, 1007, '1005'].map(marketingVariantOf)).toEqual([
      'EXTENDED_INITIAL',
      'EXTENDED_PERIODIC',
      'BASIC_INITIAL',
      'BASIC_PERIODIC',
      'NONE',
      'NONE',
    ]);
  });

  it('[fast-check] no input makes a rule throw; a password meeting every rule has no problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (s) => {
        emailProblem(s);
        oldPasswordProblem(s);
        nicknameProblem(s);
        const rules = passwordRules(s);
        expect(newPasswordRuleProblem(s) === null).toBe(Object.values(rules).every(Boolean));
      }),
      { numRuns: 500 },
    );
  });
});
