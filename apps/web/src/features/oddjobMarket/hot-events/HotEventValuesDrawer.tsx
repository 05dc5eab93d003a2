import { DownloadOutlined } from '@ant-design/icons';
import { api, type FormQueryMap, formFilterFields, type HotEvent } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Form, Space } from 'antd';
import { useMemo, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  type DateTimeRange,
  DateTimeRangePicker,
  downloadBlob,
  errorText,
  FilterActions,
  orDash,
  PagedTable,
  Permission,
  requireSelection,
  TableToolbar,
  useFeedback,
} from '../../../components';
import { FormFilterControls } from '../../train/form/filters/FormFilterControls.tsx';
import { readAnswers, readStoredForm } from '../../train/form/storedForm.ts';
import { type AnswerRow, answerColumns } from '../../train/form/values/answerColumns.tsx';

interface FilterValues {
  queryMap?: FormQueryMap;
  createTime?: DateTimeRange | null;
}
interface Filters {
  queryMap?: FormQueryMap | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

/**
 * 填写数据 of a hot event: its form's answers given for it, filtered by the form's own fields and the submit
 * time (the forms module's filters), exported as xlsx (the chosen rows, or all that match).
 */
export default function HotEventValuesDrawer({
  event,
  onClose,
}: {
  event: HotEvent | null;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const [filterForm] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const form = useQuery({
    queryKey: ['train', 'form', 'byCode', event?.formCode],
    queryFn: () => call(api.form.getFormInfoByCode, { query: { bizCode: event!.formCode } }),
    enabled: !!event,
  });
  const stored = useMemo(() => readStoredForm(form.data), [form.data]);
  const filterFields = useMemo(() => formFilterFields(stored.rules), [stored.rules]);

  const exportRows = async (ids?: number[]) => {
    if (!event || (ids && !requireSelection(ids))) return;
    setExporting(true);
    try {
      const { blob, fileName } = await callFile(api.hotEvent.exportHotEventsValues, {
        query: {
          eventCode: event.eventCode,
          ...(filters.beginTime ? { beginTime: filters.beginTime } : {}),
          ...(filters.endTime ? { endTime: filters.endTime } : {}),
          ...(filters.queryMap ? { queryMap: JSON.stringify(filters.queryMap) } : {}),
          ...(ids ? { ids: ids.join(',') } : {}),
        } as never,
      });
      downloadBlob(blob, fileName ?? `热点事件数据-${event.title}.xlsx`);
    } catch (error) {
      message.error(errorText(error, '导出失败'));
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    ...answerColumns(stored.rules),
    { title: '提交时间', dataIndex: 'createTime', width: 170, render: orDash },
  ];

  return (
    <Drawer
      title={event ? `填写数据：${event.title}` : '填写数据'}
      open={!!event}
      onClose={onClose}
      size={1000}
      destroyOnHidden
    >
      {event && form.data ? (
        <>
          <Card size="small" title="筛选条件" style={{ marginBottom: 16 }}>
            <Form<FilterValues>
              form={filterForm}
              layout="inline"
              onFinish={({ queryMap, createTime }) => {
                setFilters({
                  queryMap: queryMap && Object.keys(queryMap).length ? queryMap : undefined,
                  beginTime: createTime?.[0],
                  endTime: createTime?.[1],
                });
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
            <Permission code="hotEvents:export">
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
            queryKey={['hotEvents', 'values', event.eventCode, filters]}
            fetcher={async (page) => {
              const result = await call(api.hotEvent.valuesPage, {
                body: { ...page, eventCode: event.eventCode, ...filters },
              });
              return {
                ...result,
                records: result.records.map((row) => ({ ...row, answers: readAnswers(row.formValue) })),
              };
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
