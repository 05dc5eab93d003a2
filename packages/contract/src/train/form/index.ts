export * from './answer-text.ts';
export * from './fetch-config.ts';
export * from './field-types.ts';
export * from './filters.ts';
export * from './form.routes.ts';
export * from './form-rule.ts';
export * from './validate.ts';
