import { PlusOutlined } from '@ant-design/icons';
import {
  canAudit,
  MaterialApplyState,
  type MaterialRecord,
  MaterialType,
  materialTypeLabels,
} from '@hr/contract';
import { Button, Card, Tabs } from 'antd';
import type { ReactElement } from 'react';
import { useCurrentUser } from '../../../app/session.ts';
import {
  confirmAction,
  confirmDelete,
  MaterialGallery,
  type MaterialLibraryName,
  materialLibrary,
  Permission,
  useFeedback,
  useModalState,
  usePermission,
  useReloadMaterials,
} from '../../../components';
import AuditFailModal from './AuditFailModal.tsx';
import GroupFormModal from './GroupFormModal.tsx';
import MaterialEditModal from './MaterialEditModal.tsx';

const TYPES = [MaterialType.image, MaterialType.video] as const;

/**
 * 素材库 (/recruit/material/list) and 课程素材 (/train/course/material): images and videos of the one
 * library in tabs, with groups and uploads, through either door (its paths, codes and group type).
 * Company staff see their company's materials; operators see every company's and review them: pass, or
 * fail with a reason the company then reads on the card.
 */
export function MaterialLibraryPage({ library: name }: { library: MaterialLibraryName }) {
  const library = materialLibrary(name);
  const { perms } = library;
  const { message } = useFeedback();
  const can = usePermission();
  const reload = useReloadMaterials();
  const user = useCurrentUser();
  const isOperator = user.data?.cmpyCode === null;
  const groupModal = useModalState(null);
  const editModal = useModalState<MaterialRecord | null>(null);
  const failModal = useModalState<MaterialRecord | null>(null);

  const pass = (material: MaterialRecord) =>
    confirmAction({
      title: '请确认是否通过审核？',
      content: material.materialName,
      onOk: async () => {
        await library.audit({ materialCode: material.materialCode, applyState: MaterialApplyState.passed });
        message.success('操作成功');
        await reload();
      },
    });

  const remove = (material: MaterialRecord) =>
    confirmDelete(async () => {
      await library.remove(material.materialCode);
      message.success('删除成功');
      await reload();
    }, `此操作将删除素材“${material.materialName}”, 是否继续?`);

  const cardActions = (material: MaterialRecord): ReactElement[] => {
    // A video still being assembled has nothing to review yet.
    const reviewable = can(perms.audit) && !!material.url;
    const link = (key: string, text: string, onClick: () => unknown, danger = false) => (
      <Button key={key} type="link" size="small" danger={danger} onClick={() => void onClick()}>
        {text}
      </Button>
    );
    return [
      reviewable &&
        canAudit(material.applyState, MaterialApplyState.passed) &&
        link('pass', '通过', () => pass(material)),
      reviewable &&
        canAudit(material.applyState, MaterialApplyState.failed) &&
        link('fail', '不通过', () => failModal.show(material), true),
      can(perms.edit) && link('edit', '编辑', () => editModal.show(material)),
      can(perms.remove) && link('remove', '删除', () => remove(material), true),
    ].filter((action) => action !== false);
  };

  const saved = (close: () => void) => () => {
    close();
    void reload();
  };

  return (
    <Card variant="borderless">
      <Tabs
        items={TYPES.map((type) => ({
          key: String(type),
          label: materialTypeLabels[type],
          children: (
            <MaterialGallery
              type={type}
              reviewFilter
              library={name}
              showCompany={isOperator}
              cardActions={cardActions}
              toolbarExtra={
                <Permission code={perms.edit}>
                  <Button icon={<PlusOutlined />} onClick={() => groupModal.show(null)}>
                    新增分组
                  </Button>
                </Permission>
              }
            />
          ),
        }))}
      />
      <GroupFormModal
        library={library}
        open={groupModal.open}
        onClose={groupModal.close}
        onSaved={saved(groupModal.close)}
      />
      {editModal.data && (
        <MaterialEditModal
          library={library}
          material={editModal.data}
          open={editModal.open}
          onClose={editModal.close}
          onSaved={saved(editModal.close)}
        />
      )}
      {failModal.data && (
        <AuditFailModal
          library={library}
          material={failModal.data}
          open={failModal.open}
          onClose={failModal.close}
          onSaved={saved(failModal.close)}
        />
      )}
    </Card>
  );
}

/** 素材库 (/recruit/material/list): the library through its common paths. */
export default function MaterialPage() {
  return <MaterialLibraryPage library="common" />;
}
