// What both benchmarks' reports share: the machine they ran on and its load, Markdown tables and rewriting
// their marked section of docs/performance.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);

export const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** The machine a run measured (cores, memory, Node), with the load average before it. */
export function machine(loadBefore) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadBefore,
  };
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Rewrites the performance document's section between two markers and formats it as `npm run lint` expects. */
export async function writeReadmeSection(readmePath, [startMarker, endMarker], markdown) {
  const text = fs.readFileSync(readmePath, 'utf8');
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`${readmePath} has no ${startMarker} … ${endMarker} section`);
  const next = `${text.slice(0, start + startMarker.length)}\n\n${markdown}\n\n${text.slice(end)}`;
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  fs.writeFileSync(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
}
