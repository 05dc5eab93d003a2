import { CloseOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { MaterialType } from '@hr/contract';
import { Button, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { VideoPlayer } from '../VideoPlayer';
import { MaterialPickerDialog } from './LazyMaterialPickerDialog';
import type { MaterialLibraryName } from './libraries';
import type { PickedMaterial } from './selection';

/** A chosen material as a form holds it: its code, and the URL and name to show. */
export interface PickedMedia {
  materialCode: string;
  url: string | null;
  name?: string | null | undefined;
}

export interface MediaPickerFieldProps {
  value?: PickedMedia[];
  onChange?: (value: PickedMedia[]) => void;
  type: MaterialType;
  /** Most materials (5 images, 1 video). */
  limit: number;
  /** Operators: the owning company's library. */
  cmpyCode?: string | undefined;
  id?: string;
  /** The door into the library ('train': course materials, groupType 1). */
  library?: MaterialLibraryName;
  /** Accessible names of the thumbnails and remove buttons, e.g. 职位图片 → 职位图片1. */
  itemName?: string;
}

const toPicked = (media: PickedMedia, type: MaterialType): PickedMaterial => ({
  materialCode: media.materialCode,
  materialName: media.name ?? '',
  materialType: type,
  url: media.url ?? '',
});

/**
 * Images or a video of a record (a job, a course, a lesson), chosen from the material library (only passed materials, up to the limit; the
 * library's own upload adds new ones), shown as thumbnails or a player, each removable.
 */
export function MediaPickerField({
  value = [],
  onChange,
  type,
  limit,
  cmpyCode,
  id,
  library,
  itemName = '图片',
}: MediaPickerFieldProps) {
  const [open, setOpen] = useState(false);
  const video = type === MaterialType.video;
  const remove = (code: string) => onChange?.(value.filter((media) => media.materialCode !== code));
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Space>
        <Button
          id={id}
          icon={video ? <VideoCameraOutlined /> : <PictureOutlined />}
          onClick={() => setOpen(true)}
        >
          {video ? '从素材库选择视频' : '从素材库选择图片'}
        </Button>
        <Typography.Text type="secondary">
          已选择 {value.length}/{limit}
        </Typography.Text>
      </Space>
      {value.length ? (
        <Space wrap size={12}>
          {value.map((media, i) => (
            <div key={media.materialCode} style={{ position: 'relative' }}>
              {video ? (
                <VideoPlayer src={media.url} width={240} height={135} />
              ) : (
                <Image
                  src={media.url ?? undefined}
                  alt={media.name || `${itemName}${i + 1}`}
                  width={104}
                  height={104}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
              )}
              <Button
                size="small"
                shape="circle"
                danger
                aria-label={video ? '移除视频' : `移除${itemName}${i + 1}`}
                icon={<CloseOutlined />}
                onClick={() => remove(media.materialCode)}
                style={{ position: 'absolute', top: -8, right: -8 }}
              />
            </div>
          ))}
        </Space>
      ) : null}
      <MaterialPickerDialog
        open={open}
        type={type}
        limit={limit}
        cmpyCode={cmpyCode}
        library={library}
        initialSelected={value.map((media) => toPicked(media, type))}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          onChange?.(
            picked.map((m) => ({ materialCode: m.materialCode, url: m.url || null, name: m.materialName })),
          );
          setOpen(false);
        }}
      />
    </Space>
  );
}
