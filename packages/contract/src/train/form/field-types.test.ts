import { describe, expect, it } from 'vitest';
import {
  FIELD_GROUPS,
  FIELD_TYPES,
  FILTERABLE_TYPES,
  FORM_IMAGE_CAP,
  FORM_VIDEO_CAP,
  fieldTypeSpec,
  paletteGroups,
  VALIDATE_MODES,
  VALIDATE_TYPES,
  validateModeLabels,
  validateTypeLabels,
} from './field-types.ts';

/** Platform §3's list of designer field types, with the names stored forms use. */
const SPEC_TYPES = [
  'input',
  'inputNumber',
  'radio',
  'checkbox',
  'select',
  'switch',
  'slider',
  'timePicker',
  'datePicker',
  'rate',
  'colorPicker',
  'cascader',
  'upload',
  'transfer',
  'tree',
  'row',
  'col',
  'tabs',
  'alert',
  'text',
  'divider',
  'button',
  'editor',
  'AreaSelect',
  'ImageUpload',
  'UserPhone',
  'UserIdcard',
  'UserName',
  'Signature',
  'Location',
  'Carousel',
  'VideoPlayer',
  'VideoUpload',
];

/** Platform §5: filter fields allowed. */
const SPEC_FILTERABLE = [
  'input',
  'inputNumber',
  'select',
  'checkbox',
  'radio',
  'datePicker',
  'timePicker',
  'AreaSelect',
  'UserName',
  'UserPhone',
  'UserIdcard',
];

describe('component catalog (platform §3)', () => {
  it.each(SPEC_TYPES)('has %s', (type) => {
    const spec = fieldTypeSpec(type);
    expect(spec?.type).toBe(type);
    expect(spec?.label).toMatch(/\S/);
  });

  it('holds nothing beyond the spec but the tab pane its tabs are made of, each type once', () => {
    const types = FIELD_TYPES.map((t) => t.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types.filter((t) => !SPEC_TYPES.includes(t))).toEqual(['tabPane']);
    expect(new Set(FIELD_TYPES.map((t) => t.label)).size).toBe(types.length);
  });

  it('knows no other type', () => {
    for (const type of ['foo', 'Input', 'elTransfer', '', 'constructor', 'toString'])
      expect(fieldTypeSpec(type), type).toBeUndefined();
  });

  it.each([
    ['layout', ['row', 'col', 'tabs', 'tabPane']],
    ['display', ['alert', 'text', 'divider', 'button', 'Carousel', 'VideoPlayer']],
  ])('gives the %s role to exactly %j', (role, types) => {
    expect(FIELD_TYPES.filter((t) => t.role === role).map((t) => t.type)).toEqual(types);
  });

  it('gives every answering type a validate type of the editor, and none to the others', () => {
    for (const spec of FIELD_TYPES) {
      if (spec.role === 'field') expect(VALIDATE_TYPES, spec.type).toContain(spec.validateType);
      else expect(spec.validateType, spec.type).toBeUndefined();
    }
  });

  it('pairs the layouts: col only in row, tabPane only in tabs', () => {
    const pairs = FIELD_TYPES.filter((t) => t.parent || t.child).map((t) => [t.type, t.parent, t.child]);
    expect(pairs).toEqual([
      ['row', undefined, 'col'],
      ['col', 'row', undefined],
      ['tabs', undefined, 'tabPane'],
      ['tabPane', 'tabs', undefined],
    ]);
  });

  it('marks the option types and the file types', () => {
    expect(FIELD_TYPES.filter((t) => t.hasOptions).map((t) => t.type)).toEqual([
      'radio',
      'checkbox',
      'select',
      'cascader',
      'transfer',
      'tree',
    ]);
    expect(Object.fromEntries(FIELD_TYPES.filter((t) => t.files).map((t) => [t.type, t.files]))).toEqual({
      upload: 'any',
      ImageUpload: 'image',
      Signature: 'image',
      VideoUpload: 'video',
    });
  });

  it('caps image upload at 6 and video upload at 1 file (platform §9)', () => {
    expect(FORM_IMAGE_CAP).toBe(6);
    expect(FORM_VIDEO_CAP).toBe(1);
    expect(fieldTypeSpec('ImageUpload')?.props).toEqual({ limit: 6 });
    expect(fieldTypeSpec('VideoUpload')?.props).toEqual({ limit: 1 });
  });
});

describe('palette (platform §2)', () => {
  it('has the three groups in order', () => {
    expect(FIELD_GROUPS.map((g) => g.label)).toEqual(['基础表单', '扩展表单', '其他组件']);
    expect(paletteGroups().map((g) => g.label)).toEqual(['基础表单', '扩展表单', '其他组件']);
  });

  it('shows every spec type once, col and tabPane (made by their parents) never', () => {
    const shown = paletteGroups().flatMap((g) => g.types.map((t) => t.type));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.sort()).toEqual(SPEC_TYPES.filter((t) => t !== 'col').sort());
    expect(shown).not.toContain('tabPane');
  });

  it('puts answering types in the form groups and layouts and displays in the other group', () => {
    const [basic, extend, other] = paletteGroups();
    expect(basic!.types.map((t) => t.type)).toEqual([
      'input',
      'inputNumber',
      'radio',
      'checkbox',
      'select',
      'switch',
      'slider',
      'timePicker',
      'datePicker',
      'rate',
      'colorPicker',
      'cascader',
      'upload',
      'transfer',
      'tree',
      'editor',
    ]);
    expect(extend!.types.map((t) => t.type)).toEqual([
      'AreaSelect',
      'ImageUpload',
      'UserName',
      'UserPhone',
      'UserIdcard',
      'Signature',
      'Location',
      'VideoUpload',
    ]);
    expect(other!.types.map((t) => t.type)).toEqual([
      'row',
      'tabs',
      'alert',
      'text',
      'divider',
      'button',
      'Carousel',
      'VideoPlayer',
    ]);
    for (const t of [...basic!.types, ...extend!.types]) expect(t.role, t.type).toBe('field');
    for (const t of other!.types) expect(t.role, t.type).not.toBe('field');
  });
});

describe('filterable types (platform §5)', () => {
  it('equal the spec list exactly', () => {
    expect([...FILTERABLE_TYPES].sort()).toEqual([...SPEC_FILTERABLE].sort());
    expect(FILTERABLE_TYPES).toHaveLength(SPEC_FILTERABLE.length);
  });

  it.each(SPEC_TYPES.filter((t) => !SPEC_FILTERABLE.includes(t)))('does not filter by %s', (type) => {
    expect(fieldTypeSpec(type)?.filterable).toBeFalsy();
  });
});

describe('validation editor (platform §5)', () => {
  it('offers the spec types and modes, each with a Chinese label', () => {
    expect(VALIDATE_TYPES).toEqual(['string', 'array', 'number', 'integer', 'float', 'date', 'url', 'email']);
    expect(VALIDATE_MODES).toEqual(['required', 'pattern', 'min', 'max', 'len']);
    expect(Object.keys(validateTypeLabels)).toEqual([...VALIDATE_TYPES]);
    expect(Object.keys(validateModeLabels)).toEqual([...VALIDATE_MODES]);
    for (const label of [...Object.values(validateTypeLabels), ...Object.values(validateModeLabels)])
      expect(label).toMatch(/^[\u4e00-\u9fa5]+$/);
  });
});
