import { DownloadOutlined } from '@ant-design/icons';
import { api, type FormQueryMap, formFilterFields } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo, useState } from 'react';
import { call, callFile } from '../../../../app/request.ts';
import {
  actionsColumn,
  type DateTimeRange,
  DateTimeRangePicker,
  downloadBlob,
  errorText,
  FilterActions,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  requireSelection,
  TableToolbar,
  useFeedback,
} from '../../../../components';
import { FormFilterControls } from '../filters/FormFilterControls.tsx';
import { FormPreviewModal } from '../preview/FormPreviewModal.tsx';
import { formKeys, readAnswers, readStoredForm } from '../storedForm.ts';
import { type AnswerRow, answerColumns } from './answerColumns.tsx';
import { type FormChoice, FormSelect } from './FormSelect.tsx';

interface FilterValues {
  queryMap?: FormQueryMap;
  createTime?: DateTimeRange | null;
}
interface Filters {
  queryMap?: FormQueryMap | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

const toFilters = ({ queryMap, createTime }: FilterValues): Filters => ({
  queryMap: queryMap && Object.keys(queryMap).length ? queryMap : undefined,
  beginTime: createTime?.[0],
  endTime: createTime?.[1],
});

/**
 * 表单数据 (/train/form/values): the answers of one form, with filters built from its own fields and the
 * submit time, one column per field, 查看 in the read-only form, and export of the chosen rows or of all
 * that match.
 */
export default function FormValuesPage() {
  const { message } = useFeedback();
  const [filterForm] = Form.useForm<FilterValues>();
  const [chosen, setChosen] = useState<FormChoice | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<AnswerRow | null>(null);
  const [exporting, setExporting] = useState(false);

  const info = useQuery({
    queryKey: formKeys.info(chosen?.id ?? 0),
    queryFn: () => call(api.form.info, { query: { id: chosen!.id } }),
    enabled: !!chosen,
  });
  const stored = useMemo(() => readStoredForm(info.data), [info.data]);
  const filterFields = useMemo(() => formFilterFields(stored.rules), [stored.rules]);

  const choose = useCallback((form: FormChoice) => {
    setChosen(form);
    setFilters({});
    setSelected([]);
  }, []);

  const exportRows = async (ids?: number[]) => {
    if (!chosen || (ids && !requireSelection(ids))) return;
    setExporting(true);
    try {
      const { blob, fileName } = await callFile(api.form.export, {
        body: { bizCode: chosen.bizCode, ...filters, ...(ids ? { ids } : {}) },
      });
      downloadBlob(blob, fileName ?? `${chosen.formName}.xlsx`);
    } catch (error) {
      message.error(errorText(error, '导出失败'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<AnswerRow> = [
    ...answerColumns(stored.rules),
    { title: '提交时间', dataIndex: 'createTime', width: 170, render: orDash },
    actionsColumn(80, (row) => (
      <RowAction code="formValue:list" onClick={() => setViewing(row)}>
        查看
      </RowAction>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="表单" htmlFor="form-values-form">
          <FormSelect value={chosen} onChange={choose} />
        </Form.Item>
      </Form>
      {chosen && info.data ? (
        <>
          <Card size="small" title="筛选条件" style={{ marginBottom: 16 }}>
            <Form<FilterValues>
              key={chosen.bizCode}
              form={filterForm}
              layout="inline"
              onFinish={(values) => {
                setFilters(toFilters(values));
                setSelected([]);
              }}
            >
              <Form.Item name="queryMap" noStyle>
                <FormFilterControls fields={filterFields} />
              </Form.Item>
              <Form.Item name="createTime" label="提交时间">
                <DateTimeRangePicker />
              </Form.Item>
              <FilterActions form={filterForm} onReset={() => setFilters({})} />
            </Form>
          </Card>
          <TableToolbar>
            <Permission code="formValue:export">
              <Space>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={() => void exportRows(selected)}
                >
                  导出选中{selected.length ? `(${selected.length})` : ''}
                </Button>
                <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
                  导出全部
                </Button>
              </Space>
            </Permission>
          </TableToolbar>
          <PagedTable<AnswerRow>
            rowKey="id"
            columns={columns}
            scroll={{ x: 160 * columns.length }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
            queryKey={[...formKeys.values, chosen.bizCode, filters]}
            fetcher={async (page) => {
              const result = await call(api.form.selectPageList, {
                body: { ...page, bizCode: chosen.bizCode, ...filters },
              });
              return {
                ...result,
                records: result.records.map((row) => ({ ...row, answers: readAnswers(row.formValue) })),
              };
            }}
          />
        </>
      ) : (
        <Empty description={chosen ? '加载中…' : '请选择表单'} />
      )}
      <FormPreviewModal
        open={!!viewing}
        title="查看"
        mode="view"
        rules={stored.rules}
        options={stored.options}
        value={viewing?.answers}
        fileUrls={viewing?.fileUrls}
        onClose={() => setViewing(null)}
      />
    </Card>
  );
}
