import {
  type MaterialType,
  materialImageRule,
  materialImageSizeMessage,
  reviewFilterOptions,
  MaterialType as Types,
} from '@hr/contract';
import { Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ImageUpload } from '../ImageUpload';
import { Permission } from '../Permission';
import { VideoUpload } from '../VideoUpload';
import { type MaterialLibraryName, materialLibrary } from './libraries';
import styles from './MaterialGallery.module.css';
import { groupLabel, useMaterialGroups, useReloadMaterials } from './materialQueries';

export interface GalleryFilters {
  groupCode: string;
  /** '' for every state. */
  applyState: number | '';
  materialName: string;
}

export interface GalleryToolbarProps {
  type: MaterialType;
  cmpyCode?: string | undefined;
  filters: GalleryFilters;
  onFilters: (next: GalleryFilters) => void;
  reviewFilter?: boolean;
  showCompany?: boolean;
  extra?: ReactNode;
  library?: MaterialLibraryName;
}

const imageHint = `支持${materialImageRule.extensions.join('/')}格式，大小不超过${Math.round(materialImageRule.maxBytes / 1024 / 1024)}M`;
/** The library keeps every upload; VideoUpload's own list is not used here. */
const NO_VIDEOS: never[] = [];

/** Filters of the gallery (group, review state, name) and its upload button, gated by permission. */
export function GalleryToolbar({
  type,
  cmpyCode,
  filters,
  onFilters,
  reviewFilter,
  showCompany = false,
  extra,
  library = 'common',
}: GalleryToolbarProps) {
  const groups = useMaterialGroups(cmpyCode, library);
  const door = materialLibrary(library);
  const reload = useReloadMaterials();
  const groupCode = filters.groupCode || undefined;
  return (
    <div className={styles.toolbar}>
      <Select
        aria-label="分组"
        style={{ width: 220 }}
        value={filters.groupCode}
        onChange={(value) => onFilters({ ...filters, groupCode: value })}
        options={[
          { value: '', label: '全部分组' },
          ...groups.map((group) => ({ value: group.groupCode, label: groupLabel(group, showCompany) })),
        ]}
      />
      {reviewFilter && (
        <Select
          aria-label="审核状态"
          style={{ width: 140 }}
          value={filters.applyState}
          onChange={(value) => onFilters({ ...filters, applyState: value })}
          options={[{ value: '' as const, label: '全部状态' }, ...reviewFilterOptions]}
        />
      )}
      <Input.Search
        placeholder="请输入素材名称"
        allowClear
        maxLength={50}
        style={{ width: 220 }}
        onSearch={(value) => onFilters({ ...filters, materialName: value.trim() })}
      />
      {extra}
      {type === Types.image ? (
        <Permission code={door.perms.uploadPic}>
          <ImageUpload
            variant="button"
            uploadRoute={door.uploadRoute}
            cmpyCode={cmpyCode}
            groupCode={groupCode}
            sizeMessage={materialImageSizeMessage}
            onUploaded={reload}
          />
          <Typography.Text type="secondary" className={styles.hint}>
            {imageHint}
          </Typography.Text>
        </Permission>
      ) : (
        <Permission code={door.perms.uploadVideo}>
          <VideoUpload
            uploadRoute={door.uploadRoute}
            maxCount={Number.MAX_SAFE_INTEGER}
            cmpyCode={cmpyCode}
            groupCode={groupCode}
            value={NO_VIDEOS}
            onChange={reload}
          />
        </Permission>
      )}
    </div>
  );
}
