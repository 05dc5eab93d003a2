export { RegionCascader, type RegionCascaderProps } from './RegionCascader';
export { loadRegionChildren, type Region } from './regionTree.ts';
