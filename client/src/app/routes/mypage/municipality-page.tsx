/** /mypage/municipality: the 自治体管理者's members screen (and their API keys), or how to become the first administrator. */
import { MunicipalApiKeys } from '@/features/api-keys/components/municipal-api-keys';
import { StaffBoard } from '@/features/municipal-staff/components/staff-board';
import { MypagePage } from './mypage-layout';

export function Component() {
  return (
    <MypagePage route="mypage.municipality">
      <StaffBoard
        administratorExtras={
          <section aria-labelledby="staff-api-keys">
            <h2 id="staff-api-keys">職員のAPIキー</h2>
            <MunicipalApiKeys />
          </section>
        }
      />
    </MypagePage>
  );
}
