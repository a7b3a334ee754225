import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { email, mustBeChecked, telephone } from '@portal/shared';
import { AppForm } from './app-form';
import { CheckboxField } from './checkbox-field';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { validateWith } from './validate';

interface Values {
  email: string;
  telephone: string;
  secret: string;
  agreed: boolean;
}

function Example({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  return (
    <AppForm<Values>
      label="テスト"
      initialValues={{ email: '', telephone: '', secret: '', agreed: false }}
      validate={validateWith<Values>({ email, telephone, agreed: mustBeChecked('同意してください') })}
      onSubmit={(values) => onSubmit(values) as undefined}
    >
      {() => (
        <>
          <TextField name="email" label="メールアドレス" required support="勤務先のアドレス" />
          <TextField name="telephone" label="電話番号" required />
          <PasswordField name="secret" label="合言葉" required={false} autoComplete="new-password" />
          <CheckboxField name="agreed" label="同意する" required />
          <button type="submit">送信</button>
        </>
      )}
    </AppForm>
  );
}

afterEach(cleanup);

describe('form primitives', () => {
  it('label every control, mark required ones and show no error before an attempt', () => {
    render(<Example onSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: /メールアドレス/ });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleName('メールアドレス必須');
    expect(field).toHaveAccessibleDescription('勤務先のアドレス');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('任意')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('after a failed attempt show one message per field, tied to it, and a focused summary', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /電話番号/ }), 'abc');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: /入力内容を確認してください|できませんでした/ });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('入力内容を確認してください（3件）');
    const emailField = screen.getByRole('textbox', { name: /メールアドレス/ });
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(emailField).toHaveAccessibleDescription('勤務先のアドレス エラー：メールアドレスを入力してください');
    expect(screen.getByRole('textbox', { name: /電話番号/ })).toHaveAccessibleDescription(
      'エラー：電話番号を正しい形式で入力してください',
    );
    expect(screen.getByRole('checkbox', { name: /同意する/ })).toHaveAccessibleDescription('エラー：同意してください');
    await user.click(screen.getByRole('link', { name: '電話番号を正しい形式で入力してください' }));
    expect(screen.getByRole('textbox', { name: /電話番号/ })).toHaveFocus();
    // Messages follow the input: fixing a field removes its message and its summary line.
    await user.type(emailField, 'a@b.jp');
    expect(emailField).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: /入力内容を確認してください|できませんでした/ })).toHaveTextContent(
      '（2件）',
    );
  });

  it('show server messages on their fields and a form-level message in the summary', async () => {
    const user = userEvent.setup();
    render(
      <Example
        onSubmit={() => ({ email: 'このメールアドレスは既に登録されています', [FORM_ERROR]: '登録できませんでした' })}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /メールアドレス/ }), 'a@b.jp');
    await user.type(screen.getByRole('textbox', { name: /電話番号/ }), '03-1234-5678');
    await user.click(screen.getByRole('checkbox', { name: /同意する/ }));
    await user.click(screen.getByRole('button', { name: '送信' }));
    const summary = await screen.findByRole('group', { name: /入力内容を確認してください|できませんでした/ });
    expect(summary).toHaveTextContent('登録できませんでした');
    expect(screen.getByRole('textbox', { name: /メールアドレス/ })).toHaveAccessibleDescription(
      '勤務先のアドレス エラー：このメールアドレスは既に登録されています',
    );
  });

  it('let a password be shown and hidden with a toggle named by what it does', async () => {
    const user = userEvent.setup();
    render(<Example onSubmit={vi.fn()} />);
    const input = screen.getByLabelText(/合言葉/);
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: /表示/ });
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName(/^隠す/);
    expect(screen.getByRole('status')).toHaveTextContent('パスワードを表示しています');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('initial values', () => {
  interface Listed {
    name: string;
    items: { label: string }[];
  }
  /** Its initial values are made anew on every render, as a screen computing them from its data does. */
  function Screen({ tick }: { tick: number }) {
    return (
      <>
        <p>{tick}回目の描画</p>
        <AppForm<Listed>
          label="一覧"
          initialValues={{ name: '元の名前', items: [{ label: 'a' }] }}
          onSubmit={() => undefined}
        >
          {() => <TextField name="name" label="名前" />}
        </AppForm>
      </>
    );
  }

  it('keeps what the user typed when a parent draws the form again with equal values', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Screen tick={0} />);
    const field = screen.getByRole('textbox', { name: /名前/ });
    await user.clear(field);
    await user.type(field, '入力した名前');
    rerender(<Screen tick={1} />);
    expect(screen.getByRole('textbox', { name: /名前/ })).toHaveValue('入力した名前');
  });
});
