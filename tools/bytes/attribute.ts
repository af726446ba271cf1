/**
 * Where a page's gzip bytes go: `npx vite build --sourcemap --outDir /tmp/bytes-dist`, then
 * `npx tsx tools/bytes/attribute.ts /tmp/bytes-dist <script>...` with the scripts a page fetched
 * (`npm run bench -- --built --bytes` names them; the file names match a build without maps).
 * Each script's gzip size is shared among the modules its source map names, in proportion to
 * the gzip size of each module's own code; prints the largest modules and packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const [dist, ...scripts] = process.argv.slice(2);
const TOP = Number(process.env.TOP ?? 25);
const byModule = new Map<string, number>();

for (const script of scripts) {
  const file = path.join(dist, 'assets', path.basename(script));
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const map = (existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : { sources: [], mappings: '' }) as { sources: string[]; mappings: string };
  const pieces = new Map<string, string[]>();
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, line) => {
    segments.forEach((segment, index) => {
      const source = segment.length > 1 ? map.sources[segment[1]!] : '(unmapped)';
      const end = segments[index + 1]?.[0] ?? lines[line]?.length ?? 0;
      const text = lines[line]?.slice(segment[0], end) ?? '';
      pieces.set(source, [...(pieces.get(source) ?? []), text]);
    });
  });
  if (!pieces.size) pieces.set(`(no map) ${path.basename(script)}`, [code]);
  const own = [...pieces].map(([source, texts]) => [source, gzipSync(texts.join('')).length] as const);
  const ownSum = own.reduce((sum, [, bytes]) => sum + bytes, 0);
  const chunkGzip = gzipSync(code, { level: 9 }).length;
  for (const [source, bytes] of own) {
    const name = path.relative(process.cwd(), path.resolve(path.dirname(file), source));
    byModule.set(name, (byModule.get(name) ?? 0) + (bytes / ownSum) * chunkGzip);
  }
}

const packageOf = (name: string) => name.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? name.split('/').slice(0, 2).join('/');
const byPackage = new Map<string, number>();
for (const [name, bytes] of byModule) byPackage.set(packageOf(name), (byPackage.get(packageOf(name)) ?? 0) + bytes);
const total = [...byModule.values()].reduce((sum, bytes) => sum + bytes, 0);
const print = (title: string, entries: Map<string, number>) => {
  console.log(`${title}:`);
  for (const [name, bytes] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${name}`);
};
console.log(`${scripts.length} scripts, ${(total / 1000).toFixed(1)} kB gzip`);
print('modules', byModule);
print('packages / folders', byPackage);
