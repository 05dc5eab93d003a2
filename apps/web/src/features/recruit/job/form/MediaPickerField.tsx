import { CloseOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { MaterialType } from '@hr/contract';
import { Button, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { MaterialPickerDialog, type PickedMaterial, VideoPlayer } from '../../../../components';
import type { JobMedia } from './jobFormValues.ts';

export interface MediaPickerFieldProps {
  value?: JobMedia[];
  onChange?: (value: JobMedia[]) => void;
  type: MaterialType;
  /** Most materials (5 images, 1 video). */
  limit: number;
  /** Operators: the hiring company's library. */
  cmpyCode?: string | undefined;
  id?: string;
}

const toPicked = (media: JobMedia, type: MaterialType): PickedMaterial => ({
  materialCode: media.materialCode,
  materialName: media.name ?? '',
  materialType: type,
  url: media.url ?? '',
});

/**
 * The job's images or video, chosen from the material library (only passed materials, up to the limit; the
 * library's own upload adds new ones), shown as thumbnails or a player, each removable.
 */
export function MediaPickerField({ value = [], onChange, type, limit, cmpyCode, id }: MediaPickerFieldProps) {
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
                  alt={media.name || `职位图片${i + 1}`}
                  width={104}
                  height={104}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
              )}
              <Button
                size="small"
                shape="circle"
                danger
                aria-label={video ? '移除视频' : `移除图片${i + 1}`}
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
