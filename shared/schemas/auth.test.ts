import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '#shared/common-passwords.ts';
import {
  changePasswordSchema,
  emailSchema,
  newPasswordSchema,
  registerSchema,
  resetConfirmSchema,
  updateMeSchema,
  usernameSchema,
} from '#shared/schemas/auth.ts';

const valid = {
  email: 'ada@example.com',
  password: 'violet-kiln-glaze-42',
  confirmPassword: 'violet-kiln-glaze-42',
  name: 'Ada Lovelace',
  username: 'ada',
  agreeToTerms: true,
};

/** Field → first message, the way a form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('common passwords', () => {
  it.each(['password1', 'PASSWORD123', 'Qwertyuiop', '12345678', 'iloveyou', 'zzzzzzzzzz'])(
    'recognises %s, ignoring case',
    (pw) => expect(isCommonPassword(pw)).toBe(true),
  );
  it.each(['violet-kiln-glaze-42', 'Tr0ub4dor&3x', 'correct horse battery staple'])('accepts %s', (pw) =>
    expect(isCommonPassword(pw)).toBe(false),
  );
});

describe('field rules', () => {
  it('normalises e-mail and username to trimmed lower case', () => {
    expect(emailSchema.parse('  Ada.L@Example.COM ')).toBe('ada.l@example.com');
    expect(usernameSchema.parse(' Ada_99 ')).toBe('ada_99');
  });

  it('gives one message per field: the first rule that breaks', () => {
    expect(messages(registerSchema.safeParse({ ...valid, name: '' }))).toEqual({ name: 'Name is required' });
    expect(messages(registerSchema.safeParse({ ...valid, username: '' }))).toEqual({
      username: 'Username is required',
    });
  });

  it('bounds username length at 3 and 30 and passwords at 8 and 128', () => {
    expect(usernameSchema.safeParse('abc').success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(30)).success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(31)).success).toBe(false);
    const pw = newPasswordSchema();
    expect(pw.safeParse('kiln-7x!').success).toBe(true);
    expect(pw.safeParse('kiln-7x').success).toBe(false);
    expect(pw.safeParse(`k1${'-'.repeat(126)}`).success).toBe(true);
    expect(pw.safeParse(`k1${'-'.repeat(127)}`).success).toBe(false);
  });

  it('keeps spaces in passwords: they are characters like any other', () => {
    expect(newPasswordSchema().parse('  violet kiln  ')).toBe('  violet kiln  ');
  });
});

describe('registerSchema', () => {
  it('defaults to a supporter account and drops fields it does not know', () => {
    const parsed = registerSchema.parse({ ...valid, role: 'admin', verified: true });
    expect(parsed.accountType).toBe('supporter');
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('verified');
  });

  it("shows 'Passwords do not match' under the confirmation even while other fields are wrong", () => {
    const result = registerSchema.safeParse({ ...valid, email: 'nope', confirmPassword: 'something-else-9' });
    expect(messages(result)).toEqual({
      email: 'Please enter a valid email address',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires the terms to be agreed, whether unticked or missing', () => {
    const { agreeToTerms: _omitted, ...withoutTerms } = valid;
    for (const body of [{ ...valid, agreeToTerms: false }, withoutTerms]) {
      expect(messages(registerSchema.safeParse(body))).toEqual({
        agreeToTerms: 'Please agree to the terms and conditions',
      });
    }
  });
});

describe('other forms', () => {
  it('change password compares the new password with its confirmation', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: 'old',
      newPassword: valid.password,
      confirmPassword: 'x',
    });
    expect(messages(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('reset confirm treats a missing token as a link that does not work', () => {
    const result = resetConfirmSchema.safeParse({
      password: valid.password,
      confirmPassword: valid.password,
    });
    expect(messages(result)).toEqual({
      token: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('profile update accepts any subset and strips everything not editable', () => {
    expect(updateMeSchema.parse({})).toEqual({});
    expect(updateMeSchema.parse({ name: ' Ada ', role: 'admin', balance: 5 })).toEqual({ name: 'Ada' });
  });
});
