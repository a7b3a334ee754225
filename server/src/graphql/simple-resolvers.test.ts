/**
 * Object types are declared with `simpleResolvers: true` (docs/architecture.md): their fields get
 * graphql-js's default resolver, which reads the property of the field's schema name. A field
 * renamed in the schema (`@Field({ name })`) would then read a property nobody sets and answer
 * null, or fail as a null non-null field; this holds every such field to its own name.
 */
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from './schema';

describe('simple resolvers', () => {
  beforeAll(async () => {
    await buildAppSchema();
  });

  it('never rename a field whose value is read from the object as it is', () => {
    const storage = getMetadataStorage();
    const renamed = storage.objectTypes.flatMap((type) =>
      (type.fields ?? [])
        .filter((field) => (field.simple ?? type.simpleResolvers ?? false) && field.schemaName !== field.name)
        .filter(
          (field) =>
            !storage.fieldResolvers.some((r) => r.methodName === field.name && r.getObjectType?.() === field.target),
        )
        .map((field) => `${type.name}.${field.schemaName} (property ${field.name})`),
    );
    expect(storage.objectTypes.length).toBeGreaterThan(10);
    expect(renamed).toEqual([]);
  });
});
