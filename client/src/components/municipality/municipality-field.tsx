/**
 * A municipality chosen from the master, as a form field (react-final-form): a WAI-ARIA combobox
 * (downshift's useCombobox) whose options are the master's search by name or reading
 * (音威子府村, おといねっぷ, 札幌市, さっぽろし). Each option shows its prefecture and kind;
 * picking one puts the name that names it alone into the field (東京都府中市 where two share
 * 府中市), and the field then says which municipality it is. Text that matches none is kept as
 * typed. Keys that belong to the IME (Enter committing a composition) neither pick nor submit.
 */
import { useCombobox } from 'downshift';
import type { KeyboardEvent, ReactNode } from 'react';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { useFieldState } from '@/components/form/use-field-state';
import { type MunicipalityOption, useMunicipalityOptions } from './use-municipality-options';
import './municipality-field.css';

export interface MunicipalityFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  support?: ReactNode;
  autoComplete?: string;
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

export function MunicipalityField({ name, label, required = false, support, autoComplete }: MunicipalityFieldProps) {
  const { id, errorId, supportId, field, message, describedBy } = useFieldState<string>(name, {
    support: Boolean(support),
  });
  const value = field.input.value ?? '';
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
        if (type === useCombobox.stateChangeTypes.InputChange) field.input.onChange(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) field.input.onChange(selectedItem.qualifiedName);
      },
    });

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    // keyCode 229: Safari sends the Enter that commits a composition after compositionend.
    if (!event.nativeEvent.isComposing && event.keyCode !== 229) return;
    (
      event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
    ).preventDownshiftDefault = true;
    if (event.key === 'Enter') event.preventDefault();
  }

  const shown = isOpen && !chosen ? options.length : 0;
  const nothing = current && !failed && options.length === 0 && value.trim() !== '';
  return (
    <div className="form-field municipality-field">
      <label {...getLabelProps({ className: 'form-field__label' })}>
        {label}
        <RequiredBadge required={required} />
      </label>
      {support ? (
        <p id={supportId} className="form-field__support">
          {support}
        </p>
      ) : null}
      <div className="municipality-field__box">
        <input
          {...getInputProps({
            name,
            className: 'form-field__control',
            required,
            autoComplete: autoComplete ?? 'off',
            'aria-invalid': message ? true : undefined,
            'aria-describedby': [describedBy, chosen ? chosenId : null].filter(Boolean).join(' ') || undefined,
            onBlur: field.input.onBlur,
            onFocus: field.input.onFocus,
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
        <p className="visually-hidden" role="status">
          {statusText(shown, nothing)}
        </p>
      </div>
      {chosen ? (
        <p id={chosenId} className="municipality-field__chosen">
          所属自治体：{municipalityLabel(chosen)}
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
      <FieldError id={errorId} message={message} />
    </div>
  );
}
