/** /mypage/municipality: the 自治体管理者's members screen, or how to become the first administrator. */
import { StaffBoard } from '@/features/municipal-staff/components/staff-board';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.municipality">
      <StaffBoard />
    </MypagePage>
  );
}
