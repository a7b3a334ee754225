// Prints the demo operator's current authenticator code (the key npm start prints; emulator only).
import { Secret, TOTP } from 'otpauth';

const DEMO_OPERATOR_TOTP_SECRET = 'PORTALDEMOOPERATORTOTPKEYABCDEFG';
const totp = new TOTP({ secret: Secret.fromBase32(DEMO_OPERATOR_TOTP_SECRET), digits: 6, period: 30 });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (good for ${left} more seconds)`);
