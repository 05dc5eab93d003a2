import { DownloadOutlined } from '@ant-design/icons';
import { type FormQueryMap, type FormRule, type FormValueRow, formFilterFields } from '@hr/contract';
import { Button, Card, Form, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { callFile } from '../../../../app/request.ts';
import {
  type DateTimeRange,
  DateTimeRangePicker,
  downloadBlob,
  errorText,
  FilterActions,
  orDash,
  PagedTable,
  type PageRequest,
  type PageResult,
  Permission,
  requireSelection,
  TableToolbar,
  useFeedback,
} from '../../../../components';
import { FormFilterControls } from '../filters/FormFilterControls.tsx';
import { readAnswers } from '../storedForm.ts';
import { type AnswerRow, answerColumns } from './answerColumns.tsx';

interface FilterValues {
  queryMap?: FormQueryMap;
  createTime?: DateTimeRange | null;
}
export interface AnswerFilters {
  queryMap?: FormQueryMap | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

const toFilters = ({ queryMap, createTime }: FilterValues): AnswerFilters => ({
  queryMap: queryMap && Object.keys(queryMap).length ? queryMap : undefined,
  beginTime: createTime?.[0],
  endTime: createTime?.[1],
});

type FileAnswer = Awaited<ReturnType<typeof callFile>>;

/**
 * A form's answers: filters built from its own fields and the submit time, one column per field, and export
 * of the chosen rows or of all that match. Key it by the form so that another form starts afresh.
 */
export function AnswersTable({
  rules,
  queryKey,
  fetchPage,
  exportCode,
  exportFile,
  fileName,
  actions,
}: {
  rules: FormRule[];
  queryKey: readonly unknown[];
  fetchPage: (query: PageRequest & AnswerFilters) => Promise<PageResult<FormValueRow>>;
  /** The permission of the export buttons. */
  exportCode: string;
  /** The export call for the filters and, when given, the chosen rows. */
  exportFile: (filters: AnswerFilters, ids: number[] | undefined) => Promise<FileAnswer>;
  /** The file's name when the server gives none. */
  fileName: string;
  /** A last column of row actions. */
  actions?: ColumnsType<AnswerRow>[number];
}) {
  const { message } = useFeedback();
  const [filterForm] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<AnswerFilters>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const filterFields = useMemo(() => formFilterFields(rules), [rules]);

  const exportRows = async (ids?: number[]) => {
    if (ids && !requireSelection(ids)) return;
    setExporting(true);
    try {
      const { blob, fileName: named } = await exportFile(filters, ids);
      downloadBlob(blob, named ?? fileName);
    } catch (error) {
      message.error(errorText(error, '导出失败'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<AnswerRow> = [
    ...answerColumns(rules),
    { title: '提交时间', dataIndex: 'createTime', width: 170, render: orDash },
    ...(actions ? [actions] : []),
  ];

  return (
    <>
      <Card size="small" title="筛选条件" style={{ marginBottom: 16 }}>
        <Form<FilterValues>
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
        <Permission code={exportCode}>
          <Space>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows(selected)}>
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
        queryKey={[...queryKey, filters]}
        fetcher={async (page) => {
          const result = await fetchPage({ ...page, ...filters });
          return {
            ...result,
            records: result.records.map((row) => ({ ...row, answers: readAnswers(row.formValue) })),
          };
        }}
      />
    </>
  );
}
