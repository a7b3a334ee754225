/** /mypage/devices: the member's signed-in devices; the others can be signed out. */
import { SignedInDevices } from '@/features/municipal-staff/components/signed-in-devices';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.devices">
      <SignedInDevices />
    </MypagePage>
  );
}
