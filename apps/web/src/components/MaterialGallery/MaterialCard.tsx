import {
  isSelectableMaterial,
  type MaterialRecord,
  MaterialType,
  materialBadgeText,
  reviewStatusOf,
} from '@hr/contract';
import { Card, Checkbox, Image, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { VideoPlayer } from '../VideoPlayer';
import styles from './MaterialGallery.module.css';

const COVER_HEIGHT = 160;

const badgeColor = (material: MaterialRecord) => {
  if (material.materialType === MaterialType.video && !material.url) return 'default';
  return { passed: 'success', failed: 'error', underReview: 'processing' }[
    reviewStatusOf(material.applyState)
  ];
};

export interface MaterialCardProps {
  material: MaterialRecord;
  /** Present in a picker: whether the card is chosen and what a click on its box does. */
  selection?: { checked: boolean; onToggle: () => void };
  showCompany?: boolean;
  actions?: ReactNode[];
}

/** One material: its picture or player, its name, review badge (审核未通过：原因) and, in a picker, a box. */
export function MaterialCard({ material, selection, showCompany, actions }: MaterialCardProps) {
  const badge = materialBadgeText(material);
  const cover =
    material.materialType === MaterialType.video ? (
      <VideoPlayer src={material.url} width="100%" height={COVER_HEIGHT} />
    ) : (
      <Image
        src={material.url ?? undefined}
        alt={material.materialName}
        height={COVER_HEIGHT}
        width="100%"
        style={{ objectFit: 'cover' }}
      />
    );
  const selectable = isSelectableMaterial(material);
  return (
    <Card
      size="small"
      className={selection?.checked ? `${styles.card} ${styles.checked}` : styles.card}
      actions={actions && actions.length > 0 ? actions : undefined}
      cover={
        <div className={styles.cover}>
          {cover}
          {selection && (
            <Checkbox
              className={styles.pick}
              checked={selection.checked}
              disabled={!selectable && !selection.checked}
              aria-label={`选择${material.materialName}`}
              onChange={selection.onToggle}
            />
          )}
        </div>
      }
    >
      <Typography.Text strong ellipsis={{ tooltip: material.materialName }} className={styles.name}>
        {material.materialName}
      </Typography.Text>
      <div className={styles.meta}>
        <Tag color={badgeColor(material)} className={styles.badge} title={badge}>
          {badge}
        </Tag>
      </div>
      <Typography.Text type="secondary" className={styles.line} ellipsis>
        {[showCompany ? (material.cmpyName ?? '平台素材') : null, material.groupName, material.createTime]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
    </Card>
  );
}
