import { ColorCell, EditorCell, FilesCell, ImagesCell, SignatureCell } from '../view/ReadableCells.tsx';
import { AreaCell, AreaField } from './AreaField.tsx';
import {
  CascaderField,
  CheckboxField,
  RadioField,
  SelectField,
  TransferField,
  TreeField,
} from './ChoiceFields.tsx';
import { DatePickerField, TimePickerField } from './DateFields.tsx';
import { FileField } from './FileField.tsx';
import { LocationField } from './LocationField.tsx';
import { SignatureField } from './SignatureField.tsx';
import { EditorField, InputField, PersonField } from './TextFields.tsx';
import type { FieldEntry } from './types.ts';
import { ColorField, NumberField, RateField, SliderField, SwitchField } from './ValueFields.tsx';

/** Every answerable type of the catalog (role `field`) → its control and, where text will not do, its cell. */
export const FIELD_REGISTRY: Record<string, FieldEntry> = {
  input: { edit: InputField },
  inputNumber: { edit: NumberField },
  radio: { edit: RadioField },
  checkbox: { edit: CheckboxField },
  select: { edit: SelectField },
  switch: { edit: SwitchField },
  slider: { edit: SliderField },
  timePicker: { edit: TimePickerField },
  datePicker: { edit: DatePickerField },
  rate: { edit: RateField },
  colorPicker: { edit: ColorField, view: ColorCell },
  cascader: { edit: CascaderField },
  upload: { edit: FileField, view: FilesCell },
  transfer: { edit: TransferField },
  tree: { edit: TreeField },
  editor: { edit: EditorField, view: EditorCell },
  AreaSelect: { edit: AreaField, view: AreaCell },
  ImageUpload: { edit: FileField, view: ImagesCell },
  UserName: { edit: PersonField },
  UserPhone: { edit: PersonField },
  UserIdcard: { edit: PersonField },
  Signature: { edit: SignatureField, view: SignatureCell },
  Location: { edit: LocationField },
  VideoUpload: { edit: FileField, view: FilesCell },
};
