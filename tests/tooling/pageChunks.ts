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

/**
 * Packages the app imports through their index, which re-exports every component: following
 * the index whole, the entry (which imports a few antd components) would seem to load all of
 * antd, and no antd module could join a stage. The index is followed for the names imported.
 */
const BARRELS = [
  { specifier: 'antd', file: 'node_modules/antd/es/index.js' },
  { specifier: '@ant-design/icons', file: 'node_modules/@ant-design/icons/es/index.js' },
];

type Names = Set<string> | 'all';

const IMPORT_OR_REEXPORT = /(?:^|[;\n])\s*(import|export)\s*(type\s+)?([^;'"]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;

/** The statements `code` imports or re-exports with: kind, what it names (`{ a as b }`, `*`, `X`) and from where. */
function statements(code: string) {
  return [...code.matchAll(IMPORT_OR_REEXPORT)].map((match) => ({
    kind: match[1] ?? 'import',
    typeOnly: Boolean(match[2]),
    clause: (match[3] ?? '').trim(),
    from: (match[4] ?? match[5])!,
  }));
}

/** The names a braced clause (`{ a, b as c, type d }`) takes (`imported`) or gives (`local`); 'all' for anything else. */
function bracedNames(clause: string, side: 'imported' | 'local'): Names {
  const braced = /^\{([^}]*)\}$/.exec(clause);
  if (!braced) return 'all';
  const names = braced[1]!
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return (side === 'imported' ? imported : (local ?? imported))!.trim();
    });
  return new Set(names);
}

/** The module of `importedIds` a relative `specifier` of `from` names, if any. */
function resolveRelative(from: string, specifier: string, importedIds: string[]): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.js`, `${base}.mjs`, path.join(base, 'index.js'), path.join(base, 'index.mjs')].find((candidate) => importedIds.includes(candidate));
}

/**
 * Every module `from` imports statically, itself included, an index of BARRELS only for the
 * names taken from it; `followLazy`: and the lazy imports it lets through. Wider than what the
 * build keeps (a module, not its used statements), never narrower: what is unsure is followed whole.
 */
function closure(ctx: ChunkingContext, projectRoot: string, from: string, followLazy: (id: string) => boolean = () => false): Set<string> {
  const barrelIds = new Map(BARRELS.map((barrel) => [path.join(projectRoot, barrel.file), barrel.specifier]));
  const seen = new Set<string>();
  const barrelNames = new Map<string, Names>();
  const stack: { id: string; names?: Names }[] = [{ id: from }];
  const pushBarrel = (id: string, names: Names) => {
    const had = barrelNames.get(id);
    if (had === 'all') return;
    const fresh = names === 'all' ? 'all' : new Set([...names].filter((name) => !had?.has(name)));
    if (fresh !== 'all' && fresh.size === 0) return;
    barrelNames.set(id, fresh === 'all' ? 'all' : new Set([...(had ?? []), ...fresh]));
    stack.push({ id, names: fresh });
  };
  while (stack.length > 0) {
    const { id, names } = stack.pop()!;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    // A lazy import loads later, in a chunk of its own (rolldown may list it in importedIds too).
    const lazy = new Set(info.dynamicallyImportedIds);
    const imported = info.importedIds.filter((target) => !lazy.has(target));
    if (names !== undefined) {
      // An index (or one it re-exports with `export *`): its own imports, and the re-exports of the names asked for.
      seen.add(id);
      for (const statement of statements(info.code ?? '')) {
        const target = resolveRelative(id, statement.from, imported);
        if (target === undefined) {
          // Not understood: everything the index imports.
          for (const each of imported) if (!seen.has(each)) stack.push({ id: each });
          break;
        }
        if (statement.kind === 'import') stack.push({ id: target });
        else if (statement.clause === '*') pushBarrel(target, names);
        else {
          const given = bracedNames(statement.clause, 'local');
          if (names === 'all' || given === 'all' || [...given].some((name) => names.has(name))) stack.push({ id: target });
        }
      }
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    const throughBarrel = new Set<string>();
    for (const [barrelId, specifier] of barrelIds) {
      if (!imported.includes(barrelId)) continue;
      throughBarrel.add(barrelId);
      const taken = statements(info.code ?? '').filter((statement) => statement.from === specifier && !statement.typeOnly);
      const names = taken
        .map((statement) => bracedNames(statement.clause, 'imported'))
        .reduce<Names>((all, some) => (all === 'all' || some === 'all' ? 'all' : new Set([...all, ...some])), new Set());
      // No statement found (an unusual form): the whole index.
      pushBarrel(barrelId, taken.length === 0 ? 'all' : names);
    }
    for (const each of imported) if (!throughBarrel.has(each) && !seen.has(each)) stack.push({ id: each });
    for (const each of info.dynamicallyImportedIds) if (followLazy(each) && !seen.has(each)) stack.push({ id: each });
  }
  return seen;
}

/** A code-splitting group naming each module of a stage; `projectRoot` is where src/ is. */
export function pageChunkGroup(projectRoot: string) {
  let stageOf: Map<string, string> | null = null;
  const stages = (ctx: ChunkingContext): Map<string, string> => {
    const absolute = (file: string) => path.join(projectRoot, file);
    // What a page outside the layout may load: the entry, the English texts, the guard, /login, /register…
    const withoutLayout = closure(ctx, projectRoot, absolute(ENTRY), (id) => !insideLayout(projectRoot, id));
    const map = new Map<string, string>();
    for (const stage of STAGES) {
      const root = absolute(stage.root);
      // The root itself stays in its own (lazily loaded, named) chunk.
      for (const id of closure(ctx, projectRoot, root)) if (id !== root && !withoutLayout.has(id) && !map.has(id)) map.set(id, stage.name);
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
