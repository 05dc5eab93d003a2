import {
  isSelectableMaterial,
  type MaterialRecord,
  type MaterialType,
  selectionLimitProblem,
} from '@hr/contract';

/** What a picker returns for each chosen material. */
export interface PickedMaterial {
  materialCode: string;
  materialName: string;
  materialType: number;
  url: string;
}

/**
 * Clicking a material in a picker: a chosen one is let go; a passed one is taken while under the limit;
 * past the limit the spec's message comes back (最多可选择N张图片 / 可选视频最多N个) and nothing changes.
 * Materials under review, failed, or videos still processing cannot be taken.
 */
export function toggleSelection(
  selected: readonly PickedMaterial[],
  material: MaterialRecord,
  type: MaterialType,
  limit: number,
): { selected: PickedMaterial[]; problem: string | null } {
  if (selected.some((item) => item.materialCode === material.materialCode)) {
    return {
      selected: selected.filter((item) => item.materialCode !== material.materialCode),
      problem: null,
    };
  }
  if (!isSelectableMaterial(material) || !material.url) return { selected: [...selected], problem: null };
  const problem = selectionLimitProblem(type, selected.length, limit);
  if (problem) return { selected: [...selected], problem };
  const { materialCode, materialName, materialType, url } = material;
  return { selected: [...selected, { materialCode, materialName, materialType, url }], problem: null };
}
