/** /mypage/devices: the member's signed-in devices (the others can be signed out) and their second factor. */
import { href } from '@/config/routes';
import { SecondFactorSummary } from '@/features/auth/components/second-factor-summary';
import { SignedInDevices } from '@/features/municipal-staff/components/signed-in-devices';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.devices">
      <SignedInDevices />
      <section aria-labelledby="devices-second-factor">
        <h2 id="devices-second-factor">二段階認証</h2>
        <SecondFactorSummary returnTo={href('mypage.devices')} />
      </section>
    </MypagePage>
  );
}
