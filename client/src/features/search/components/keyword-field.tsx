/**
 * The keyword box as a results page first shows it: the same markup as the suggestions combobox
 * (keyword-combobox.tsx) with no suggestions yet, and the combobox's code (downshift, the
 * largest library of a search page) loads only when the visitor reaches for the box — pointer
 * over it, touch or focus. Most visitors of a results page read before they type, and a page
 * that must download, compile and run less before it answers input is a faster page.
 * Once loaded, the combobox takes the box's place with the same value, and keeps the focus and
 * the caret if the box had them; Enter in the plain box searches as the form's submit does.
 */
import { type ComponentProps, type ComponentType, useLayoutEffect, useRef, useState } from 'react';

type ComboboxProps = ComponentProps<typeof import('./keyword-combobox').KeywordCombobox>;

let loaded: ComponentType<ComboboxProps> | null = null;
let loading: Promise<ComponentType<ComboboxProps>> | null = null;

/** The combobox's code, loaded once (exported for tests, to wait for exactly this load). */
export function loadCombobox(): Promise<ComponentType<ComboboxProps>> {
  loading ??= import('./keyword-combobox').then((module) => (loaded = module.KeywordCombobox));
  return loading;
}

export function KeywordField(props: ComboboxProps) {
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(() => loaded);
  // Text typed into the plain box: the combobox opens its suggestions for it at once.
  const [typedBefore, setTypedBefore] = useState(false);
  const plain = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const pending = useRef<ComponentType<ComboboxProps> | null>(null);
  const hadFocus = useRef<{ start: number | null; end: number | null } | null>(null);
  const inputId = `${props.id}-keyword`;

  // In the commit that swaps the boxes, so no key can land between them (on the page instead).
  useLayoutEffect(() => {
    if (!Combobox || !hadFocus.current) return;
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const { start, end } = hadFocus.current;
    hadFocus.current = null;
    input.focus();
    if (start !== null) input.setSelectionRange(start, end ?? start);
  }, [Combobox, inputId]);

  if (Combobox) return <Combobox {...props} initialIsOpen={typedBefore && props.value !== ''} />;

  const swap = (component: ComponentType<ComboboxProps>) => {
    const input = plain.current;
    if (input && document.activeElement === input) {
      hadFocus.current = { start: input.selectionStart, end: input.selectionEnd };
      setTypedBefore(input.value !== '');
    }
    setCombobox(() => component);
  };
  const wake = () => {
    void loadCombobox().then((component) => {
      // Replacing the box while the IME composes would lose the composition: wait for its end.
      if (composing.current) pending.current = component;
      else swap(component);
    });
  };
  const labelId = `${props.id}-keyword-label`;
  const menuId = `${props.id}-keyword-suggestions`;
  return (
    <>
      <label id={labelId} htmlFor={inputId} className="search-form__label">
        キーワード
      </label>
      <p id={props.describedBy} className="search-form__help">
        複数の語をスペースで区切ると、すべての語を含むものを探します。
      </p>
      {/* Reaching for the box (pointer or touch) starts the load before it has the focus. */}
      <div className="search-form__keyword-row" onPointerEnter={wake} onTouchStart={wake}>
        <div className="keyword-combobox">
          <input
            ref={plain}
            id={inputId}
            type="search"
            name="keyword"
            className="text-input"
            role="combobox"
            aria-autocomplete="list"
            aria-activedescendant=""
            aria-expanded={false}
            aria-controls={menuId}
            aria-labelledby={labelId}
            aria-describedby={props.describedBy}
            maxLength={props.maxLength}
            autoComplete="off"
            enterKeyHint="search"
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
            onFocus={wake}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={() => {
              composing.current = false;
              if (pending.current) swap(pending.current);
            }}
          />
          <ul id={menuId} role="listbox" aria-label="入力候補" className="keyword-combobox__menu" hidden />
          <p className="visually-hidden" role="status" />
        </div>
        <button type="submit" className="button button--primary search-form__submit">
          検索する
        </button>
      </div>
    </>
  );
}
