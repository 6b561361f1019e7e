import type { Permission } from '@courtside/core/permissions';

/** Rows of the matrix grouped by what they are about (the part before the first dot). */
export function groupPermissions(permissions: readonly Permission[]): { group: string; permissions: Permission[] }[] {
  const groups = new Map<string, Permission[]>();
  for (const p of permissions) {
    const group = p.split('.')[0]!;
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return [...groups.entries()].map(([group, list]) => ({ group, permissions: list }));
}

export const permissionKey = (p: string) => p.replace(/\./g, '_');
