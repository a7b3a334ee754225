import { useField, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import { useFieldId } from './form-context';

export interface FieldState<V> {
  id: string;
  errorId: string;
  supportId: string;
  field: FieldRenderProps<V>;
  /**
   * The one message shown. Errors appear after the first attempt to submit and then follow the
   * input live; a server's message stays until the field is edited. Not on blur: a message
   * appearing while the pointer is on its way to the button moves the button away.
   */
  message: string | undefined;
  describedBy: string | undefined;
}

export function useFieldState<V>(
  name: string,
  options: { support?: boolean; config?: UseFieldConfig } = {},
): FieldState<V> {
  const id = useFieldId(name);
  const field = useField<V>(name, {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
    ...options.config,
  });
  const { meta } = field;
  const message =
    (meta.submitFailed && typeof meta.error === 'string' && meta.error) ||
    (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) ||
    undefined;
  const errorId = `${id}-error`;
  const supportId = `${id}-support`;
  const describedBy = [options.support ? supportId : null, message ? errorId : null].filter(Boolean).join(' ');
  return { id, errorId, supportId, field, message, describedBy: describedBy || undefined };
}
