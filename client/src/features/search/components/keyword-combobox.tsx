/**
 * The keyword box with suggestions: a WAI-ARIA combobox (downshift's useCombobox) over
 * `suggest(section, prefix)`. Suggestions follow the text while the IME is still composing (the
 * input's value is read on every `input` event); Enter while composing only commits the
 * composition, it neither picks a suggestion nor submits. Picking one replaces the last term and
 * searches.
 */
import { formatInteger } from '@/lib/format';
import type { Section } from '@portal/shared';
import { useCombobox } from 'downshift';
import type { KeyboardEvent } from 'react';
import { type Suggestion, useSuggestions, withSuggestion } from '../hooks/use-suggestions';

interface Props {
  section: Section;
  id: string;
  value: string;
  maxLength: number;
  describedBy: string;
  onChange(value: string): void;
  /** A suggestion was picked: search with this keyword. */
  onChoose(value: string): void;
  /** False while the screen cannot search yet (hydration): no requests. */
  enabled?: boolean;
  /** Show the suggestions at once (keyword-field.tsx: text typed before this box had loaded). */
  initialIsOpen?: boolean;
}

export function suggestionLabel(s: Suggestion): string {
  return `${s.term}（${formatInteger(s.count)}件）`;
}

export function KeywordCombobox(props: Props) {
  const { section, id, value, maxLength, describedBy, onChange, onChoose, enabled, initialIsOpen } = props;
  const items = useSuggestions(section, value, enabled !== false);
  const { isOpen, highlightedIndex, closeMenu, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<Suggestion>({
      items,
      inputId: `${id}-keyword`,
      labelId: `${id}-keyword-label`,
      menuId: `${id}-keyword-suggestions`,
      inputValue: value,
      selectedItem: null,
      initialIsOpen,
      itemToString: (item) => item?.term ?? '',
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) onChange(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChoose(withSuggestion(value, selectedItem.term));
      },
    });

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean };
    if (event.key === 'Enter' && highlightedIndex < 0 && !event.nativeEvent.isComposing && event.keyCode !== 229) {
      // No suggestion picked: Enter searches for what was typed (downshift would swallow it).
      native.preventDownshiftDefault = true;
      closeMenu();
      return;
    }
    // keyCode 229: Safari sends the Enter that commits a composition after compositionend.
    if (!event.nativeEvent.isComposing && event.keyCode !== 229) return;
    // The key belongs to the IME: no suggestion moves, nothing is submitted.
    native.preventDownshiftDefault = true;
    if (event.key === 'Enter') event.preventDefault();
  }

  const shown = isOpen && items.length > 0;
  return (
    <>
      <label {...getLabelProps({ className: 'search-form__label' })}>キーワード</label>
      <p id={describedBy} className="search-form__help">
        複数の語をスペースで区切ると、すべての語を含むものを探します。
      </p>
      <div className="search-form__keyword-row">
        <div className="keyword-combobox">
          <input
            {...getInputProps({
              type: 'search',
              name: 'keyword',
              className: 'text-input',
              maxLength,
              autoComplete: 'off',
              enterKeyHint: 'search',
              'aria-describedby': describedBy,
              onKeyDown: keyDown,
            })}
          />
          <ul {...getMenuProps({ className: 'keyword-combobox__menu', 'aria-label': '入力候補' })} hidden={!shown}>
            {shown &&
              items.map((item, index) => (
                <li
                  key={item.term}
                  className={`keyword-combobox__item${highlightedIndex === index ? ' keyword-combobox__item--active' : ''}`}
                  {...getItemProps({ item, index })}
                >
                  {suggestionLabel(item)}
                </li>
              ))}
          </ul>
          <p className="visually-hidden" role="status">
            {shown ? `入力候補が${items.length}件あります。上下の矢印キーで選べます。` : ''}
          </p>
        </div>
        <button type="submit" className="button button--primary search-form__submit">
          検索する
        </button>
      </div>
    </>
  );
}
