/**
 * One chunk per stage of a logged-in page's first load, instead of one per set of importers.
 *
 * Left to itself, rolldown splits the code shared by lazy pages by which pages share it: the
 * main layout and the dashboard came in ~80 files of 0.1–4 kB. Served over HTTP/1.1 (six
 * connections to the host), those queued for ~450 ms on a quiet machine, and the user-info
 * request waited behind them. Here a module in the main layout's static imports goes to
 * `app-shell`, and one in the dashboard's to `page-dashboard` (its own chunk keeps the rest),
 * unless something loaded without the layout may need it (so no page outside the layout fetches
 * a byte more). /dashboard fetches the same code in fewer files; a page that shares a module with
 * the shell or the dashboard fetches that stage's file (the shell is loaded before any logged-in page).
 */
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/** The chunk name of each stage, and the module whose static imports it holds. */
const STAGES = [
  { name: 'app-shell', root: 'src/layout/MainLayout.tsx' },
  { name: 'page-dashboard', root: 'src/pages/dashboard/index.tsx' },
] as const;

/** The entry: what it loads, statically or lazily, short of a page inside the layout, can load without the shell. */
const ENTRY = 'src/main.tsx';

/**
 * The pages outside the main layout (app/routes.tsx, before the layout's route;
 * tests/unit/page-chunks.test.ts keeps the two in step). Every other folder of src/pages, and
 * src/layout, loads inside the layout, after the shell.
 */
export const PAGES_WITHOUT_LAYOUT = ['login', 'error', 'register', 'resetPassword', 'authRedirect', 'wechatLoginAuth', 'resume', 'insurance/print'];

/** Whether a lazily imported module loads only inside the main layout (after the shell). */
function insideLayout(projectRoot: string, id: string): boolean {
  const file = path.relative(projectRoot, id).split(path.sep).join('/');
  if (file.startsWith('src/layout/')) return true;
  if (!file.startsWith('src/pages/')) return false;
  const page = file.slice('src/pages/'.length);
  return !PAGES_WITHOUT_LAYOUT.some((folder) => page.startsWith(`${folder}/`) || page.startsWith(`${folder}.`));
}

/** Every module `from` imports statically, itself included; `lazyToo`: and the lazy imports it lets through. */
function closure(ctx: ChunkingContext, from: string, followLazy: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    // A lazy import loads later, in a chunk of its own (rolldown may list it in importedIds too).
    const lazy = new Set(info.dynamicallyImportedIds);
    stack.push(...info.importedIds.filter((imported) => !lazy.has(imported)), ...info.dynamicallyImportedIds.filter(followLazy));
  }
  return seen;
}

/** A code-splitting group naming each module of a stage; `projectRoot` is where src/ is. */
export function pageChunkGroup(projectRoot: string) {
  let stageOf: Map<string, string> | null = null;
  const stages = (ctx: ChunkingContext): Map<string, string> => {
    const absolute = (file: string) => path.join(projectRoot, file);
    // What a page outside the layout may load: the entry, the English texts, the guard, /login, /register…
    const withoutLayout = closure(ctx, absolute(ENTRY), (id) => !insideLayout(projectRoot, id));
    const map = new Map<string, string>();
    for (const stage of STAGES) {
      const root = absolute(stage.root);
      // The root itself stays in its own (lazily loaded, named) chunk.
      for (const id of closure(ctx, root)) if (id !== root && !withoutLayout.has(id) && !map.has(id)) map.set(id, stage.name);
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
