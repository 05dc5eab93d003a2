import { PlusOutlined } from '@ant-design/icons';
import { api, type FormInfo } from '@hr/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { call } from '../../../../app/request.ts';
import {
  actionsColumn,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  TableToolbar,
  useCrudTable,
  useModalState,
} from '../../../../components';
import { FormPreviewModal } from '../preview/FormPreviewModal.tsx';
import { formKeys, readStoredForm } from '../storedForm.ts';
import { FormDesignDrawer } from './FormDesignDrawer.tsx';
import { FormLinkModal } from './FormLinkModal.tsx';

/**
 * 表单列表 (/train/form/list): search by name, 新增表单 and 设计 in the designer, 预览, the public 填写链接
 * and 删除 (answers already given are kept by the server).
 */
export default function FormListPage() {
  const client = useQueryClient();
  const [formName, setFormName] = useState('');
  // Forms picked elsewhere (the answers page, job and course editors) follow saves and deletes.
  const crud = useCrudTable<FormInfo>(() => void client.invalidateQueries({ queryKey: formKeys.options }));
  const preview = useModalState<FormInfo | null>(null);
  const [linkFor, setLinkFor] = useState<FormInfo | null>(null);

  const remove = (form: FormInfo) =>
    crud.remove(`此操作将删除表单“${form.formName}”, 是否继续?`, () =>
      call(api.form.del, { query: { id: form.id } }),
    );

  const columns: ColumnsType<FormInfo> = [
    { title: '表单名称', dataIndex: 'formName', ellipsis: { showTitle: true } },
    { title: '表单编码', dataIndex: 'bizCode', width: 200 },
    { title: '字段数', dataIndex: 'fieldCount', width: 90 },
    { title: '提交数', dataIndex: 'answerCount', width: 90 },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: orDash },
    actionsColumn(250, (form) => (
      <Space size={0}>
        <RowAction code="form:edit" onClick={() => crud.modal.show(form)}>
          设计
        </RowAction>
        <RowAction code="form:list" onClick={() => preview.show(form)}>
          预览
        </RowAction>
        <RowAction code="form:list" onClick={() => setLinkFor(form)}>
          填写链接
        </RowAction>
        <RowAction code="form:remove" danger onClick={() => void remove(form)}>
          删除
        </RowAction>
      </Space>
    )),
  ];

  const previewed = useMemo(() => readStoredForm(preview.data), [preview.data]);
  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入表单名称', maxLength: 50, onSearch: setFormName }}>
        <Permission code="form:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => crud.modal.show(null)}>
            新增表单
          </Button>
        </Permission>
      </TableToolbar>
      <PagedTable<FormInfo>
        ref={crud.tableRef}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1000 }}
        queryKey={[...formKeys.page, formName]}
        fetcher={(page) => call(api.form.page, { query: { ...page, formName: formName || undefined } })}
      />
      <FormDesignDrawer
        open={crud.modal.open}
        form={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <FormPreviewModal
        open={preview.open}
        title={`预览：${preview.data?.formName ?? ''}`}
        rules={previewed.rules}
        options={previewed.options}
        onClose={preview.close}
      />
      <FormLinkModal form={linkFor} onClose={() => setLinkFor(null)} />
    </Card>
  );
}
