import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionDialog } from './question-dialog';

afterEach(cleanup);

function Asker({ onAnswer }: { onAnswer(yes: boolean): void }) {
  const [question, setQuestion] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setQuestion('もう一度送信しますか？')}>
        送る
      </button>
      <QuestionDialog
        question={question}
        title="送信済みです"
        confirmLabel="送信する"
        cancelLabel="送信しない"
        onAnswer={(yes) => {
          setQuestion(null);
          onAnswer(yes);
        }}
      />
    </>
  );
}

describe('QuestionDialog', () => {
  it('asks in an alertdialog named by its title and described by the question', () => {
    const onAnswer = vi.fn();
    render(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: '送る' }));
    const dialog = screen.getByRole('alertdialog', { name: '送信済みです' });
    expect(dialog).toHaveAccessibleDescription('もう一度送信しますか？');
    expect(screen.getByRole('button', { name: '送信しない' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers no to Esc and to the cancel button, once each', () => {
    const onAnswer = vi.fn();
    render(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: '送る' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
    fireEvent.click(screen.getByRole('button', { name: '送る' }));
    fireEvent.click(screen.getByRole('button', { name: '送信しない' }));
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
