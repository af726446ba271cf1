/**
 * One chunk per stage of a logged-in page's first load, instead of one per set of importers.
 *
 * Left to itself, rolldown splits the code shared by lazy pages by which pages share it: the
 * main layout and the dashboard came in ~80 files of 0.1–4 kB. Served over HTTP/1.1 (six
 * connections to the host), those queued for ~450 ms on a quiet machine, and the user-info
 * request waited behind them. Here a module in the main layout's static imports goes to
 * `app-shell`, and one in the dashboard's to `page-dashboard` (its own chunk keeps the rest),
 * unless the entry or /login already loads it (so neither the entry nor /login fetches a byte more).
 * /dashboard fetches the same code in fewer files; a page that shares a module with the shell
 * or the dashboard fetches that stage's file (the shell is loaded before any logged-in page).
 */
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/** The chunk name of each stage, and the module whose static imports it holds. */
const STAGES = [
  { name: 'app-shell', root: 'src/layout/MainLayout.tsx' },
  { name: 'page-dashboard', root: 'src/pages/dashboard/index.tsx' },
] as const;

/** Modules the first load already has: the entry's and /login's static imports. */
const LOADED_BEFORE = ['src/main.tsx', 'src/pages/login/index.tsx'];

/** Every module `from` imports statically, itself included. */
function staticClosure(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    // importedIds lists dynamic imports too: those load later, in chunks of their own.
    const dynamic = new Set(info.dynamicallyImportedIds);
    stack.push(...info.importedIds.filter((imported) => !dynamic.has(imported)));
  }
  return seen;
}

/** A code-splitting group naming each module of a stage; `projectRoot` is where src/ is. */
export function pageChunkGroup(projectRoot: string) {
  let stageOf: Map<string, string> | null = null;
  const stages = (ctx: ChunkingContext): Map<string, string> => {
    const absolute = (file: string) => path.join(projectRoot, file);
    const before = new Set(LOADED_BEFORE.flatMap((file) => [...staticClosure(ctx, absolute(file))]));
    const map = new Map<string, string>();
    for (const stage of STAGES) {
      const root = absolute(stage.root);
      // The root itself stays in its own (lazily loaded, named) chunk.
      for (const id of staticClosure(ctx, root)) if (id !== root && !before.has(id) && !map.has(id)) map.set(id, stage.name);
    }
    if (map.size === 0) throw new Error('pageChunks: no module found for the main layout or the dashboard; are their paths in STAGES still right?');
    return map;
  };
  return {
    name: (moduleId: string, ctx: ChunkingContext) => (stageOf ??= stages(ctx)).get(moduleId) ?? null,
    /** After the named groups (vendor-core, app-core, app-api): what they take stays theirs. */
    priority: -1,
    // Only the stage's own modules: by default a group takes its modules' imports too, and the
    // shell took React and antd from the chunks the entry loads.
    includeDependenciesRecursively: false,
  };
}

export const PAGE_CHUNK_NAMES = STAGES.map((stage) => stage.name);
