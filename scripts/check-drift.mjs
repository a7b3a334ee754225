#!/usr/bin/env node
// Fails when generated artefacts differ from what the sources produce: schema.graphql (emitted
// by the server), openapi.json (the REST table's OpenAPI document, server/src/rest/openapi.ts), client/src/gql (generated from it) and server/src/generated/client-operations.ts
// (the client's operation names). Generates into a temporary directory so the working tree is
// never touched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drift-'));
const problems = [];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
}

function listFiles(dir) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .sort()
    : [];
}

run('npm', ['run', '--silent', 'build:server']);
const schemaFile = path.join(tmp, 'schema.graphql');
run(process.execPath, ['server/dist/graphql/emit-schema.js', schemaFile]);
if (fs.readFileSync(schemaFile, 'utf8') !== fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8')) {
  problems.push('schema.graphql differs from the schema the server emits: run `npm run schema:emit` and commit it.');
}

const openApiFile = path.join(tmp, 'openapi.json');
run(process.execPath, ['server/dist/rest/emit-openapi.js', openApiFile]);
const committedOpenApi = path.join(root, 'openapi.json');
if (
  !fs.existsSync(committedOpenApi) ||
  fs.readFileSync(openApiFile, 'utf8') !== fs.readFileSync(committedOpenApi, 'utf8')
) {
  problems.push('openapi.json differs from the REST route table: run `npm run openapi:emit` and commit it.');
}

const outDir = path.join(tmp, 'gql');
const OPERATIONS = 'server/src/generated/client-operations.ts';
const operationsFile = path.join(tmp, 'client-operations.ts');
const config = fs
  .readFileSync(path.join(root, 'codegen.yml'), 'utf8')
  .replace('client/src/gql/:', `'${outDir}/':`)
  .replace(`${OPERATIONS}:`, `'${operationsFile}':`);
const configFile = path.join(tmp, 'codegen.yml');
fs.writeFileSync(configFile, config);
run('npx', ['graphql-codegen', '--config', configFile, '--silent']);
const committed = path.join(root, 'client/src/gql');
const expected = listFiles(outDir);
if (expected.join() !== listFiles(committed).join())
  problems.push('client/src/gql has different files than codegen produces.');
for (const file of expected) {
  const generated = fs.readFileSync(path.join(outDir, file), 'utf8');
  const current = fs.existsSync(path.join(committed, file)) ? fs.readFileSync(path.join(committed, file), 'utf8') : '';
  if (generated !== current)
    problems.push(`client/src/gql/${file} is out of date: run \`npm run codegen\` and commit it.`);
}

const committedOperations = path.join(root, OPERATIONS);
if (
  !fs.existsSync(committedOperations) ||
  fs.readFileSync(operationsFile, 'utf8') !== fs.readFileSync(committedOperations, 'utf8')
)
  problems.push(`${OPERATIONS} is out of date: run \`npm run codegen\` and commit it.`);

fs.rmSync(tmp, { recursive: true, force: true });
if (problems.length > 0) {
  problems.forEach((p) => console.error(p));
  process.exit(1);
}
console.log(`schema.graphql, openapi.json, client/src/gql and ${OPERATIONS} match their sources.`);
