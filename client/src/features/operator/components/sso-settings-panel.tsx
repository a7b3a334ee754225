/**
 * The operator keeps any municipality's single sign-on: pick the municipality, then the same form
 * its administrator uses on their members page (the server lets an operator claim any domain).
 * The route passes that form in, as it belongs to the municipal-staff feature.
 */
import { type ReactNode, useId, useState } from 'react';
import { MunicipalityCombobox, municipalityLabel } from '@/components/municipality/municipality-combobox';
import type { MunicipalityOption } from '@/components/municipality/use-municipality-options';

export function SsoSettingsPanel({ form }: { form: (municipalityCode: string) => ReactNode }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MunicipalityOption | null>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>シングルサインオンの設定</h2>
      <p>
        自治体を選ぶと、その自治体の OpenID Connect 設定を確認・変更できます。自治体の管理者も同じ設定を変更できます。
      </p>
      <div className="form-field">
        <MunicipalityCombobox
          id={id}
          label="設定する自治体"
          labelClassName="form-field__label"
          value={text}
          onChange={(value) => {
            setText(value);
            if (picked && value.trim() !== picked.qualifiedName) setPicked(null);
          }}
          onPick={setPicked}
          chosenLabel="設定する自治体"
        />
      </div>
      {picked ? (
        <>
          <h3>{municipalityLabel(picked)}</h3>
          {form(picked.code)}
        </>
      ) : null}
    </section>
  );
}
