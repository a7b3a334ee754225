/** `npm run schema:emit`: writes the sorted schema to schema.graphql at the repository root. */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printSortedSchema } from './schema';

export const SCHEMA_FILE = path.resolve(__dirname, '../../../schema.graphql');

async function main(): Promise<void> {
  const target = process.argv[2] ?? SCHEMA_FILE;
  fs.writeFileSync(target, printSortedSchema(await buildAppSchema()));
  console.log(`schema written to ${path.relative(process.cwd(), target)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
