/** `npm run openapi:emit`: writes the OpenAPI document (openapi.ts) to openapi.json at the repository root. */
import fs from 'node:fs';
import path from 'node:path';
import { openApiText } from './openapi';

export const OPENAPI_FILE = path.resolve(__dirname, '../../../openapi.json');

if (require.main === module) {
  const target = process.argv[2] ?? OPENAPI_FILE;
  fs.writeFileSync(target, openApiText());
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
}
