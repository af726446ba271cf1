/**
 * How the roles screen lays out the server's permissions (pure): the ownership triples of aunts,
 * employers and orders as a grid (own / no owner / others), then the other permissions grouped by
 * area (PERMISSION_AREAS), then any permission our table does not know (a real server's extra).
 * The server's names are turned into ours first (a deployment may rename them, README
 * "Permissions"), so the labels are ours in zh and en.
 *
 * @example
 *   const layout = permissionLayout(await getAllPermissions(), ourPermissionName);
 *   layout.ownership[0].cells.others?.permissionId
 */
import type { SysPermission } from '@/api/user';
import { PERMISSION_AREAS, PERMISSION_LABELS, type PermissionLabel } from '@/domain/permissionLabels';
import { OWNERSHIP_PERMISSIONS, isPermissionName, type OwnershipResource } from '@/domain/permissions';

export const OWNERSHIP_CASES = ['own', 'unowned', 'others'] as const;
export type OwnershipCase = (typeof OWNERSHIP_CASES)[number];

export interface PermissionItem {
  permissionId: number;
  /** Our name (or the server's, for one we do not know). */
  name: string;
  label: PermissionLabel;
}

export interface OwnershipRow {
  kind: OwnershipResource;
  label: PermissionLabel;
  /** A case the server has no permission for is absent. */
  cells: Partial<Record<OwnershipCase, PermissionItem>>;
}

export interface PermissionLayout {
  ownership: OwnershipRow[];
  areas: { key: string; label: PermissionLabel; items: PermissionItem[] }[];
  /** Permissions our table does not name, labelled by the server's label or name. */
  unknown: PermissionItem[];
}

const KINDS: readonly OwnershipResource[] = ['aunt', 'employer', 'order'];

export function permissionLayout(all: readonly SysPermission[], ours: (serverName: string) => string): PermissionLayout {
  const byName = new Map<string, PermissionItem>();
  const unknown: PermissionItem[] = [];
  for (const row of all) {
    const name = ours(row.permissionName);
    if (isPermissionName(name)) {
      if (!byName.has(name)) byName.set(name, { permissionId: row.permissionId, name, label: PERMISSION_LABELS[name] });
    } else {
      const text = row.permissionLabel || row.permissionName;
      unknown.push({ permissionId: row.permissionId, name: row.permissionName, label: { zh: text, en: text } });
    }
  }
  const ownershipNames = new Set<string>(KINDS.flatMap((kind) => Object.values(OWNERSHIP_PERMISSIONS[kind])));
  const areaLabel = (key: string) => PERMISSION_AREAS.find((area) => area.key === key)?.label ?? { zh: key, en: key };
  const ownership = KINDS.map((kind) => {
    const cells: OwnershipRow['cells'] = {};
    for (const ownershipCase of OWNERSHIP_CASES) {
      const item = byName.get(OWNERSHIP_PERMISSIONS[kind][ownershipCase]);
      if (item) cells[ownershipCase] = item;
    }
    return { kind, label: areaLabel(kind), cells };
  }).filter((row) => Object.keys(row.cells).length > 0);
  const areas = PERMISSION_AREAS.map((area) => ({
    key: area.key,
    label: area.label,
    items: area.names.filter((name) => !ownershipNames.has(name)).flatMap((name) => byName.get(name) ?? []),
  })).filter((area) => area.items.length > 0);
  return { ownership, areas, unknown };
}
