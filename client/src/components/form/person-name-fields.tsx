import { FIELD_LABELS, KANA_MAX_WIDTH, NAME_MAX_WIDTH } from '@portal/shared';
import { TextField } from './text-field';
import './form.css';

/** 姓・名 and their katakana, side by side on wide screens (sign-up and profile edit). */
export function PersonNameFields() {
  return (
    <>
      <div className="name-pair">
        <TextField
          name="lastName"
          label={FIELD_LABELS.lastName}
          required
          autoComplete="family-name"
          support={`全角${NAME_MAX_WIDTH}文字以内`}
        />
        <TextField
          name="firstName"
          label={FIELD_LABELS.firstName}
          required
          autoComplete="given-name"
          support={`全角${NAME_MAX_WIDTH}文字以内`}
        />
      </div>
      <div className="name-pair">
        <TextField
          name="lastNameKana"
          label={FIELD_LABELS.lastNameKana}
          required
          support={`全角カタカナ${KANA_MAX_WIDTH}文字以内`}
        />
        <TextField
          name="firstNameKana"
          label={FIELD_LABELS.firstNameKana}
          required
          support={`全角カタカナ${KANA_MAX_WIDTH}文字以内`}
        />
      </div>
    </>
  );
}
