/**
 * What each field says as the person types (spec 2 §5 through the domain's rules), in Tamil; and the
 * parsers of what comes from outside: the mails' link fragments and a pasted code or link.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { getI18n } from '../../i18n/index.ts';
import { ta } from '../../i18n/ta.ts';
import { parseMailFragment, parseSigninFragment, parseTypedCode } from './fragment.ts';
import { fieldProblem, problemText } from './problems.ts';
import { returnPath } from './AccountPages.tsx';

const t = getI18n('ta').t;
const CODE = '0123456789abcdef0123456789abcdef01234567';

/** The text beside the field after each key of `typed`. */
const asTyped = (kind: Parameters<typeof fieldProblem>[0], typed: string) =>
  [...typed].map((_, i) => problemText(t, kind, typed.slice(0, i + 1)));

describe('the fields as the fan types', () => {
  it('e-mail: "not a whole address" until it is one, in Tamil', () => {
    const texts = asTyped('email', 'ravi@example.in');
    expect(texts[0]).toBe('முழு மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்: பெயர், @ குறி, பிறகு தளத்தின் பெயர்.');
    expect(texts.at(-1)).toBeNull();
    expect(problemText(t, 'email', '')).toBe('மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.');
  });

  it('sign-in password: five characters; a new password: the rules, then nothing', () => {
    expect(asTyped('password', 'abcde')).toEqual([
      ...Array(4).fill('கடவுச்சொல்லில் குறைந்தது 5 எழுத்துகள் இருக்கும்.'),
      null,
    ]);
    const texts = asTyped('newPassword', 'Kabaddi#Raid7');
    expect(
      texts.slice(0, 7).every((x) => x === 'புதிய கடவுச்சொல் மேலே உள்ள விதிகளை இன்னும் நிறைவு செய்யவில்லை.'),
    ).toBe(true);
    expect(texts.at(-1)).toBeNull();
  });

  it('nickname: optional, then 5 to 32 letters (Tamil too), digits, _ - .', () => {
    expect(problemText(t, 'nickname', '')).toBeNull();
    expect(problemText(t, 'nickname', 'ரவி')).toBe('புனைப்பெயரில் 5 முதல் 32 எழுத்துகள் இருக்க வேண்டும்.');
    expect(problemText(t, 'nickname', 'ரவி குமார்')).toBe('எழுத்துகள், எண்கள், _ - . மட்டுமே; இடைவெளி கூடாது.');
    expect(problemText(t, 'nickname', 'கவ்யா_ரசிகை')).toBeNull();
  });

  it('every key the fields use exists in both catalogues', () => {
    for (const kind of ['email', 'password', 'newPassword', 'nickname', 'code'] as const) {
      for (const value of ['', 'a', 'a b', 'x'.repeat(40)]) {
        const key = fieldProblem(kind, value);
        if (key) {
          const [group, name] = key.split('.') as [string, string];
          expect((ta as Record<string, Record<string, string>>)[group]?.[name], key).toBeTruthy();
          expect((en as Record<string, Record<string, string>>)[group]?.[name], key).toBeTruthy();
        }
      }
    }
  });
});

describe('links and codes from outside', () => {
  it('reads the verification and reset links of the mails', () => {
    expect(parseMailFragment(`#t=verifyAccount&i=k3v9q2m0x7a1b5c8&c=${CODE}`)).toEqual({
      t: 'verifyAccount',
      id: 'k3v9q2m0x7a1b5c8',
      code: CODE,
    });
    expect(parseMailFragment(`#i=k3v9q2m0x7a1b5c8&c=${CODE}`)).toEqual({
      t: null,
      id: 'k3v9q2m0x7a1b5c8',
      code: CODE,
    });
    expect(parseMailFragment('#t=verifyAccount&i=k3v9q2m0x7a1b5c8&c=abc')).toBeNull();
    // A bad id is dropped, not sent: the code alone names its account.
    expect(parseMailFragment(`#i=../../x&c=${CODE}`)?.id).toBe('');
  });

  it('a typed code, or the whole pasted link', () => {
    expect(parseTypedCode(`  ${CODE} `)).toEqual({ t: null, id: '', code: CODE });
    expect(
      parseTypedCode(`https://nerali.in/ta/account/verify/#t=verifyEmail&i=k3v9q2m0x7a1b5c8&c=${CODE}`),
    ).toMatchObject({ t: 'verifyEmail', id: 'k3v9q2m0x7a1b5c8' });
    expect(parseTypedCode(CODE.toUpperCase())).toBeNull();
  });

  it('the social return and the sign-in page’s return address', () => {
    expect(parseSigninFragment('#signin=google')).toBe('google');
    expect(parseSigninFragment('#signin=failed')).toBe('failed');
    expect(parseSigninFragment('#signin=myspace')).toBeNull();
    expect(returnPath('/ta/cricket/?day=1', 'ta')).toBe('/ta/cricket/?day=1');
    expect(returnPath('//evil.example/', 'ta')).toBe('/ta/account/');
    expect(returnPath('https://evil.example/ta/', 'ta')).toBe('/ta/account/');
    expect(returnPath('/ta//evil.example', 'ta')).toBe('/ta/account/');
  });

  it('[fast-check] no fragment or pasted text throws; what is accepted is a code of the rules', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.webUrl({ withFragments: true }), (text, url) => {
        for (const input of [text, url, `#${text}`, `${url}#c=${text}`]) {
          const link = parseTypedCode(input) ?? parseMailFragment(input);
          if (link) {
            expect(link.code).toMatch(/^[0-9a-f]{40}$/);
            expect(link.id === '' || /^[a-z0-9]{16}$/.test(link.id)).toBe(true);
          }
          parseSigninFragment(input);
          expect(returnPath(input, 'en')).toMatch(/^\/(ta|en)\//);
        }
      }),
      { numRuns: 500 },
    );
  });
});
