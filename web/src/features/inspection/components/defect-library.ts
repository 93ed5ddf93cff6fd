import type { LibraryDefect } from "../outbox/local-work";

export interface DefectGroup {
  category: string;
  defects: LibraryDefect[];
}

/**
 * The defect library as the picker lists it: by category (in the library's order), each category's defects
 * by name, narrowed to those whose name, code or category contain every word typed.
 */
export function groupDefects(library: readonly LibraryDefect[], query: string): DefectGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, LibraryDefect[]>();
  for (const defect of library) {
    const text = `${defect.name} ${defect.code} ${defect.category}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    const group = groups.get(defect.category) ?? [];
    group.push(defect);
    groups.set(defect.category, group);
  }
  return [...groups].map(([category, defects]) => ({
    category,
    defects: defects.sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
