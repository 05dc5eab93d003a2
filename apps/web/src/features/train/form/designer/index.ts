export { FormDesigner } from './FormDesigner.tsx';
export type { DesignerValue, FormDesignerProps } from './types.ts';
