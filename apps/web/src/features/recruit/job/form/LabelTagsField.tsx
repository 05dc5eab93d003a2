import { PlusOutlined } from '@ant-design/icons';
import type { JobLabelContent } from '@hr/contract';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LabelSelectDialog } from '../../../../components';

export interface LabelTagsFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The label dialog to choose with (groups, limit, title); none: the tags can only be removed. */
  dialog?: { groups: readonly JobLabelContent[]; limit: number; title: string };
  /** Shown while there is no tag. */
  emptyText: string;
  id?: string;
}

/** Tags as removable chips, optionally chosen through the shared label dialog. */
export function LabelTagsField({ value = [], onChange, dialog, emptyText, id }: LabelTagsFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div id={id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, minHeight: 32 }}>
      {value.map((name) => (
        <Tag
          key={name}
          color="blue"
          closable
          closeIcon
          style={{ margin: 0 }}
          onClose={(event) => {
            event.preventDefault();
            onChange?.(value.filter((tag) => tag !== name));
          }}
        >
          {name}
        </Tag>
      ))}
      {value.length === 0 && !dialog ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null}
      {dialog ? (
        <>
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {value.length ? '修改' : emptyText}
          </Button>
          <LabelSelectDialog
            open={open}
            value={value}
            groups={dialog.groups}
            limit={dialog.limit}
            title={dialog.title}
            onCancel={() => setOpen(false)}
            onOk={(picked) => {
              onChange?.(picked);
              setOpen(false);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
