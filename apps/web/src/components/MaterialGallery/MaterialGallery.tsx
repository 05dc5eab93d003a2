import {
  type MaterialRecord,
  type MaterialType,
  MEDIA_CARDS_PER_ROW,
  MEDIA_DEFAULT_PAGE_SIZE,
  MEDIA_PAGE_SIZES,
  materialMessages,
} from '@hr/contract';
import { Col, Empty, Pagination, Row, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useFeedback } from '../feedback';
import { namedPageItems } from '../PagedTable/pagination';
import { type GalleryFilters, GalleryToolbar } from './GalleryToolbar';
import type { MaterialLibraryName } from './libraries';
import { MaterialCard } from './MaterialCard';
import styles from './MaterialGallery.module.css';
import { useMaterialPage } from './materialQueries';
import { type PickedMaterial, toggleSelection } from './selection';

export interface MaterialGalleryProps {
  /** 1 images, 2 videos (the video picker is the gallery in video mode). */
  type: MaterialType;
  /** Operators: one company's library; company staff always see their own. */
  cmpyCode?: string | undefined;
  /** A picker: the chosen materials, the most that may be chosen, and where changes go. */
  selection?: { selected: PickedMaterial[]; limit: number; onChange: (next: PickedMaterial[]) => void };
  /** The library page filters by review state; pickers do not. */
  reviewFilter?: boolean;
  /** Show whose material each card is (operators see every company). */
  showCompany?: boolean;
  /** Buttons under each card (the library page: review, edit, delete). */
  cardActions?: (material: MaterialRecord) => ReactNode[];
  /** More toolbar items (the library page: new group). */
  toolbarExtra?: ReactNode;
  /** The door into the library: 'common' (default, recruitment codes) or 'train' (training paths, groupType 1). */
  library?: MaterialLibraryName;
}

const noFilters: GalleryFilters = { groupCode: '', applyState: '', materialName: '' };

/**
 * Image gallery card view (spec §2): 3 cards per row with review badges, paged 9/18/27/36 (default 9),
 * filtered by group; in a picker only passed materials can be chosen, up to the limit.
 */
export function MaterialGallery({
  type,
  cmpyCode,
  selection,
  reviewFilter,
  showCompany,
  cardActions,
  toolbarExtra,
  library = 'common',
}: MaterialGalleryProps) {
  const { message } = useFeedback();
  const [filters, setFilters] = useState<GalleryFilters>(noFilters);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: MEDIA_DEFAULT_PAGE_SIZE });
  const { page, loading } = useMaterialPage(
    {
      ...paging,
      materialType: type,
      ...(filters.groupCode ? { groupCode: filters.groupCode } : {}),
      ...(filters.applyState !== '' ? { applyState: filters.applyState } : {}),
      ...(filters.materialName ? { materialName: filters.materialName } : {}),
      ...(cmpyCode ? { cmpyCode } : {}),
    },
    library,
  );

  // A delete that empties the last page steps back to the page before (spec §5).
  useEffect(() => {
    if (page.records.length === 0 && page.total > 0 && paging.pageNum > 1) {
      setPaging((p) => ({ ...p, pageNum: Math.max(1, Math.ceil(page.total / p.pageSize)) }));
    }
  }, [page, paging.pageNum]);

  const changeFilters = (next: GalleryFilters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  const toggle = (material: MaterialRecord) => {
    if (!selection) return;
    const result = toggleSelection(selection.selected, material, type, selection.limit);
    if (result.problem) message.warning(result.problem);
    else selection.onChange(result.selected);
  };

  return (
    <div>
      <GalleryToolbar
        type={type}
        cmpyCode={cmpyCode}
        filters={filters}
        onFilters={changeFilters}
        reviewFilter={reviewFilter}
        showCompany={showCompany}
        extra={toolbarExtra}
        library={library}
      />
      <Spin spinning={loading}>
        {page.records.length === 0 ? (
          <Empty description={materialMessages.empty} />
        ) : (
          <Row gutter={[16, 16]}>
            {page.records.map((material) => (
              <Col key={material.materialCode} span={24 / MEDIA_CARDS_PER_ROW}>
                <MaterialCard
                  material={material}
                  showCompany={showCompany}
                  actions={cardActions?.(material)}
                  selection={
                    selection && {
                      checked: selection.selected.some((item) => item.materialCode === material.materialCode),
                      onToggle: () => toggle(material),
                    }
                  }
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <div className={styles.pager}>
        <Pagination
          current={paging.pageNum}
          pageSize={paging.pageSize}
          total={page.total}
          pageSizeOptions={MEDIA_PAGE_SIZES.map(String)}
          showSizeChanger
          showTotal={(total) => `共 ${total} 条`}
          itemRender={namedPageItems}
          onChange={(pageNum, pageSize) =>
            setPaging((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize }))
          }
        />
      </div>
    </div>
  );
}
