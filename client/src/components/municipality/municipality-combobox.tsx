/**
 * A municipality chosen from the master: a WAI-ARIA combobox (downshift's useCombobox) whose
 * options are the master's search by name or reading (音威子府村, おといねっぷ, 札幌市, さっぽろし).
 * Each option shows its prefecture and kind; picking one puts the name that names it alone into
 * the box (東京都府中市 where two share 府中市) and the box then says which municipality it is.
 * Text that matches none is kept as typed. Keys that belong to the IME (Enter committing a
 * composition) neither pick nor submit. Controlled: the form field (municipality-field.tsx) and
 * the operator's screens hold the value.
 */
import { useCombobox } from 'downshift';
import type { KeyboardEvent, ReactNode } from 'react';
import { type MunicipalityOption, useMunicipalityOptions } from './use-municipality-options';
import './municipality-field.css';

export interface MunicipalityComboboxProps {
  /** The input's id (the label points at it; error summaries link to it). */
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** Shown between the label and the box (support text with its own id in `describedBy`). */
  beforeInput?: ReactNode;
  value: string;
  onChange(value: string): void;
  /** A municipality was picked (its code, for a form that stores the code). */
  onPick?(option: MunicipalityOption): void;
  /** What the line under the box calls the picked municipality (「所属自治体：北海道 音威子府村（村）」). */
  chosenLabel?: string;
  name?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?(): void;
  onFocus?(): void;
}

/** 「北海道 音威子府村（村）」: a municipality with its prefecture and kind. */
export function municipalityLabel(option: Pick<MunicipalityOption, 'name' | 'prefectureName' | 'kindLabel' | 'kind'>) {
  const place = option.kind === 'prefecture' ? option.name : `${option.prefectureName} ${option.name}`;
  return `${place}（${option.kindLabel}）`;
}

function statusText(shown: number, empty: boolean): string {
  if (shown > 0) return `自治体の候補が${shown}件あります。上下の矢印キーで選べます。`;
  return empty ? '一致する自治体はありません。' : '';
}

function keyDown(event: KeyboardEvent<HTMLInputElement>) {
  // keyCode 229: Safari sends the Enter that commits a composition after compositionend.
  if (!event.nativeEvent.isComposing && event.keyCode !== 229) return;
  (event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
    true;
  if (event.key === 'Enter') event.preventDefault();
}

export function MunicipalityCombobox(props: MunicipalityComboboxProps) {
  const { id, label, labelClassName, beforeInput, value, onChange, onPick, name, required, invalid } = props;
  const { options, answered, failed } = useMunicipalityOptions(value);
  const current = answered === value.trim();
  const chosen = current ? options.find((option) => option.qualifiedName === value.trim()) : undefined;
  const chosenId = `${id}-chosen`;
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<MunicipalityOption>({
      items: options,
      inputId: id,
      labelId: `${id}-label`,
      menuId: `${id}-options`,
      inputValue: value,
      selectedItem: null,
      itemToString: (item) => item?.qualifiedName ?? '',
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) onChange(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        onChange(selectedItem.qualifiedName);
        onPick?.(selectedItem);
      },
    });

  const shown = isOpen && !chosen ? options.length : 0;
  const nothing = current && !failed && options.length === 0 && value.trim() !== '';
  return (
    <>
      <label {...getLabelProps({ className: labelClassName })}>{label}</label>
      {beforeInput}
      <div className="municipality-field__box">
        <input
          {...getInputProps({
            name,
            className: 'form-field__control',
            required,
            'aria-invalid': invalid ? true : undefined,
            'aria-describedby': [props.describedBy, chosen ? chosenId : null].filter(Boolean).join(' ') || undefined,
            onBlur: props.onBlur,
            onFocus: props.onFocus,
            onKeyDown: keyDown,
          })}
        />
        <ul {...getMenuProps({ className: 'municipality-field__menu', 'aria-label': '自治体の候補' })} hidden={!shown}>
          {shown > 0 &&
            options.map((option, index) => (
              <li
                key={option.code}
                className={`municipality-field__option${highlightedIndex === index ? ' municipality-field__option--active' : ''}`}
                {...getItemProps({ item: option, index })}
              >
                <span className="municipality-field__name">{option.name}</span>
                <span className="municipality-field__meta">
                  {option.kind === 'prefecture' ? option.kindLabel : `${option.prefectureName}・${option.kindLabel}`}・
                  {option.reading}
                </span>
              </li>
            ))}
        </ul>
        {/* A polite live region, not role="status": pages wait for their loading statuses to go. */}
        <p className="visually-hidden" aria-live="polite">
          {statusText(shown, nothing)}
        </p>
      </div>
      {chosen ? (
        <p id={chosenId} className="municipality-field__chosen">
          {props.chosenLabel ?? '所属自治体'}：{municipalityLabel(chosen)}
        </p>
      ) : null}
      {nothing ? (
        <p className="municipality-field__note">
          一致する自治体が見つかりません。自治体名を正式名称で入力してください（例：音威子府村、東京都府中市）。
        </p>
      ) : null}
      {failed ? (
        <p className="municipality-field__note">自治体の候補を表示できませんでした。自治体名はそのまま入力できます。</p>
      ) : null}
    </>
  );
}
