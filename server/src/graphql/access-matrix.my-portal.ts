/**
 * The access matrix's my-portal fixtures, made through the API: shortlists of municipal users of
 * two municipalities, each with entries, so the rows can act on their own and another's, and a
 * saved search of a user who is none of the matrix's callers.
 */
import { issueStopLink } from '../modules/alert/alert.test-support';
import { saveNotificationStopLink } from '../modules/notification/notification-stop-links';
import type { Account } from '../test/earn-roles';
import type { TestServer } from '../test/harness';

interface Made {
  id: string;
  entries: { id: string }[];
}

async function call<T>(server: TestServer, account: Account, query: string, variables: Record<string, unknown>) {
  const answer = await server.graphql<T>(query, variables, account.token);
  if (answer.errors?.length) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

async function listWithEntries(server: TestServer, account: Account, recordIds: string[]): Promise<Made> {
  const { createShortlist } = await call<{ createShortlist: Made }>(
    server,
    account,
    'mutation($name: String!) { createShortlist(name: $name) { id entries { id } } }',
    { name: '権限確認用' },
  );
  let made = createShortlist;
  for (const recordId of recordIds) {
    made = (
      await call<{ addShortlistEntry: Made }>(
        server,
        account,
        'mutation($input: ShortlistEntryInput!) { addShortlistEntry(input: $input) { id entries { id } } }',
        { input: { shortlistId: made.id, section: 'solutions', recordId } },
      )
    ).addShortlistEntry;
  }
  return made;
}

export async function myPortalFixtures(
  server: TestServer,
  municipal: Account,
  otherMunicipality: Account,
  solutionId: string,
): Promise<Record<string, string>> {
  const [second] = (await server.dataSource.query(
    "SELECT id FROM solutions WHERE status = 'published' AND id <> ? ORDER BY id DESC LIMIT 1",
    [solutionId],
  )) as { id: number }[];
  const own = await listWithEntries(server, municipal, [solutionId, String(second!.id)]);
  const spare = await listWithEntries(server, municipal, []);
  const foreign = await listWithEntries(server, otherMunicipality, [solutionId]);
  const { saveSearch } = await call<{ saveSearch: { id: string } }>(
    server,
    otherMunicipality,
    'mutation($input: SavedSearchInput!) { saveSearch(input: $input) { id } }',
    { input: { section: 'grants', name: '他の利用者の条件', query: 'keyword=防災', alert: 'daily' } },
  );
  return {
    shortlist: own.id,
    // Newest first: [1] is the first added.
    shortlistEntry: own.entries[1]!.id,
    spareEntry: own.entries[0]!.id,
    spareShortlist: spare.id,
    foreignShortlist: foreign.id,
    foreignEntry: foreign.entries[0]!.id,
    savedSearch: saveSearch.id,
    alertToken: await issueStopLink(server.dataSource, otherMunicipality.uid, [Number(saveSearch.id)]),
    notificationToken: await server.dataSource.transaction((manager) =>
      saveNotificationStopLink(manager, otherMunicipality.uid, 'record', new Date()),
    ),
  };
}
