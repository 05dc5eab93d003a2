import { MaterialType, materialTypeLabels } from '@hr/contract';
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import type { MaterialLibraryName } from './libraries';
import { MaterialGallery } from './MaterialGallery';
import type { PickedMaterial } from './selection';

export interface MaterialPickerDialogProps {
  open: boolean;
  /** 1 images (default), 2 videos. */
  type?: MaterialType;
  /** Most materials that may be chosen (e.g. 5 images or 1 video for a job). */
  limit: number;
  /** Operators: the company whose library to pick from. */
  cmpyCode?: string | undefined;
  /** Chosen when the dialog opens. */
  initialSelected?: PickedMaterial[];
  onCancel: () => void;
  onOk: (selected: PickedMaterial[]) => void;
  /** The door into the library ('train': the training paths and groups). */
  library?: MaterialLibraryName;
}

/** A dialog around the gallery that returns the chosen materials (materialCode, url) on 确定. */
export function MaterialPickerDialog({
  open,
  type = MaterialType.image,
  limit,
  cmpyCode,
  initialSelected = [],
  onCancel,
  onOk,
  library,
}: MaterialPickerDialogProps) {
  const [selected, setSelected] = useState<PickedMaterial[]>(initialSelected);
  const [wasOpen, setWasOpen] = useState(open);
  // Every opening starts from the value the owner holds.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(initialSelected);
  }
  return (
    <Modal
      title={`选择${materialTypeLabels[type]}`}
      open={open}
      width={960}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => onOk(selected)}
    >
      <Typography.Paragraph type="secondary">
        只能选择审核通过的{materialTypeLabels[type]}，已选择 {selected.length}/{limit}
      </Typography.Paragraph>
      <MaterialGallery
        type={type}
        cmpyCode={cmpyCode}
        library={library}
        selection={{ selected, limit, onChange: setSelected }}
      />
    </Modal>
  );
}
