/**
 * A listing's price and certification fields on the server: the shared rules with
 * their Japanese messages, empty allowed, stored through the review flow (a published listing's
 * change waits beside the published values), read back on the solution.
 */
import { EMPTY_TERMS, TERMS_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import {
  type Account,
  municipalAccount,
  operatorAccount,
  publishedListing,
  vendorAccount,
} from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';

const TERMS = 'initialCost annualCost pricingUnit freeTrial priceText supportHours deliveryPeriod certifications';
const LISTING = `{ id status revisionStatus values { title ${TERMS} } publishedValues { ${TERMS} } }`;

describe.each(DATABASES)('listing price and certification fields on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let vendor: Account & { companyId: string };
  let listingId: string;

  const listing = () =>
    server.graphql<{ listing: { values: Record<string, unknown> } & Record<string, unknown> }>(
      `query($id: ID!) { listing(id: $id) ${LISTING} }`,
      { id: listingId },
      vendor.token,
    );
  const edit = async (terms: Record<string, unknown>, submit = false) => {
    const current = await server.graphql<{ listing: { values: Record<string, unknown> } }>(
      `query($id: ID!) { listing(id: $id) { values { title description categoryIds areaIds detailItems titleItems
        explainItems videoUrl offices { officeName address } thumbnail { key name kind } document { key name kind } } } }`,
      { id: listingId },
      vendor.token,
    );
    return server.graphql<{ updateListing: Record<string, unknown> }>(
      `mutation($id: ID!, $input: ListingInput!, $submit: Boolean) { updateListing(id: $id, input: $input, submit: $submit) ${LISTING} }`,
      { id: listingId, submit, input: { ...current.data!.listing.values, images: [], ...terms } },
      vendor.token,
    );
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    operator = await operatorAccount(server);
    vendor = await vendorAccount(server, operator);
    listingId = await publishedListing(server, vendor, operator);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reads an untouched listing as all empty', async () => {
    const { data } = await listing();
    expect(data!.listing.values).toMatchObject(EMPTY_TERMS);
  });

  it('refuses each broken field with the shared message, even in a draft', async () => {
    const { errors } = await edit({
      initialCost: '百万円',
      annualCost: '-5',
      pricingUnit: 'per_cat',
      freeTrial: 'maybe',
      supportHours: 'あ'.repeat(101),
      certifications: ['ismap', 'iso9001'],
    });
    expect(errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        initialCost: TERMS_MESSAGES.initialCost,
        annualCost: TERMS_MESSAGES.annualCost,
        pricingUnit: TERMS_MESSAGES.pricingUnit,
        freeTrial: TERMS_MESSAGES.freeTrial,
        supportHours: TERMS_MESSAGES.supportHours,
        certifications: TERMS_MESSAGES.certifications,
      },
    });
  });

  it('keeps a published listing’s change for review and shows both versions', async () => {
    const { data, errors } = await edit(
      {
        initialCost: '１,２００,０００円',
        annualCost: '360000',
        pricingUnit: 'per_resident',
        freeTrial: 'yes',
        priceText: '人口規模により変動します',
        supportHours: '平日 9:00〜18:00',
        deliveryPeriod: '契約から約2か月',
        certifications: ['lgwan_asp', 'ismap'],
      },
      true,
    );
    expect(errors).toBeUndefined();
    expect(data!.updateListing).toMatchObject({
      status: 'published',
      revisionStatus: 'review',
      values: {
        initialCost: '1200000',
        annualCost: '360000',
        pricingUnit: 'per_resident',
        freeTrial: 'yes',
        certifications: ['ismap', 'lgwan_asp'],
      },
      publishedValues: { initialCost: '', certifications: [] },
    });
    const municipal = await municipalAccount(server);
    const read = (token: string) =>
      server.graphql<{ solution: Record<string, unknown> }>(
        `query($id: ID!) { solution(id: $id) { ${TERMS} } }`,
        { id: listingId },
        token,
      );
    // The live listing keeps the approved values until an operator publishes the change.
    expect((await read(municipal.token)).data!.solution).toMatchObject({ initialCost: null, certifications: [] });
    await server.graphql('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator.token);
    expect((await read(municipal.token)).data!.solution).toEqual({
      initialCost: 1_200_000,
      annualCost: 360_000,
      pricingUnit: 'per_resident',
      freeTrial: 'yes',
      priceText: '人口規模により変動します',
      supportHours: '平日 9:00〜18:00',
      deliveryPeriod: '契約から約2か月',
      certifications: ['ismap', 'lgwan_asp'],
    });
  });

  it('lets a vendor empty every field again', async () => {
    const { errors } = await edit({ ...EMPTY_TERMS }, true);
    expect(errors).toBeUndefined();
    await server.graphql('mutation($id: ID!) { publishListing(id: $id) { id } }', { id: listingId }, operator.token);
    expect((await listing()).data!.listing.values).toMatchObject(EMPTY_TERMS);
  });
});
