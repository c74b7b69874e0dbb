import { describe, expect, it } from 'vitest';
import { codeMail, readCodeMail } from './code-mail';

describe('code mail', () => {
  it.each(['SignUp', 'ForgotPassword'] as const)(
    'gives back the kind and code of a %s mail',
    (kind) => {
      const message = codeMail({
        kind,
        to: 'ann@example.com',
        code: '048213',
        productName: 'Tap & Go',
      });
      expect(message.to).toBe('ann@example.com');
      expect(message.text).toContain('048213');
      expect(message.subject).not.toContain('048213');
      expect(readCodeMail(message)).toEqual({ kind, code: '048213' });
    },
  );

  it('says what each code is for', () => {
    const product = { to: 'ann@example.com', code: '1', productName: 'TapWallet' };
    expect(codeMail({ kind: 'SignUp', ...product })).toMatchObject({
      subject: 'TapWallet: verify your e-mail address',
      text: expect.stringMatching(/^Your TapWallet verification code is 1\./),
    });
    expect(codeMail({ kind: 'ForgotPassword', ...product })).toMatchObject({
      subject: 'TapWallet: reset your password',
      text: expect.stringMatching(/^Your TapWallet password reset code is 1\./),
    });
  });

  it('finds no code in another mail', () => {
    expect(readCodeMail({ to: 'a@b.c', subject: 'Hi', text: 'Your code is 123456.' })).toBeNull();
  });
});
