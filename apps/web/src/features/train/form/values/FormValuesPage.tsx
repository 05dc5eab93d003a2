import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Form } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { call, callFile } from '../../../../app/request.ts';
import { actionsColumn, RowAction } from '../../../../components';
import { FormPreviewModal } from '../preview/FormPreviewModal.tsx';
import { formKeys, readStoredForm } from '../storedForm.ts';
import { AnswersTable } from './AnswersTable.tsx';
import type { AnswerRow } from './answerColumns.tsx';
import { type FormChoice, FormSelect } from './FormSelect.tsx';

/**
 * 表单数据 (/train/form/values): the answers of one form, with filters built from its own fields and the
 * submit time, one column per field, 查看 in the read-only form, and export of the chosen rows or of all
 * that match.
 */
export default function FormValuesPage() {
  const [chosen, setChosen] = useState<FormChoice | null>(null);
  const [viewing, setViewing] = useState<AnswerRow | null>(null);

  const info = useQuery({
    queryKey: formKeys.info(chosen?.id ?? 0),
    queryFn: () => call(api.form.info, { query: { id: chosen!.id } }),
    enabled: !!chosen,
  });
  const stored = useMemo(() => readStoredForm(info.data), [info.data]);

  // The answers table is keyed by the form: another form starts with no filters and no selection.
  const choose = useCallback((form: FormChoice) => setChosen(form), []);

  return (
    <Card variant="borderless">
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="表单" htmlFor="form-values-form">
          <FormSelect value={chosen} onChange={choose} />
        </Form.Item>
      </Form>
      {chosen && info.data ? (
        <AnswersTable
          key={chosen.bizCode}
          rules={stored.rules}
          queryKey={[...formKeys.values, chosen.bizCode]}
          fetchPage={(query) =>
            call(api.form.selectPageList, { body: { ...query, bizCode: chosen.bizCode } })
          }
          exportCode="formValue:export"
          exportFile={(filters, ids) =>
            callFile(api.form.export, {
              body: { bizCode: chosen.bizCode, ...filters, ...(ids ? { ids } : {}) },
            })
          }
          fileName={`${chosen.formName}.xlsx`}
          actions={actionsColumn<AnswerRow>(80, (row) => (
            <RowAction code="formValue:list" onClick={() => setViewing(row)}>
              查看
            </RowAction>
          ))}
        />
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
