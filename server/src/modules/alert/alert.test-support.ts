/** A stop link as an alert mail would carry it, for suites that need one without running alerts. */
import type { DataSource } from 'typeorm';
import { saveStopLink } from './alert-stop-links';
import { newStopToken } from './alert-token';

export async function issueStopLink(
  dataSource: DataSource,
  uid: string,
  searchIds: number[],
  now = new Date(),
): Promise<string> {
  const token = newStopToken();
  await saveStopLink(dataSource.manager, { token, uid, searchIds, now });
  return token;
}
