import { api, type HotEvent } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { call, callFile } from '../../../app/request.ts';
import { readStoredForm } from '../../train/form/storedForm.ts';
import { AnswersTable } from '../../train/form/values/AnswersTable.tsx';

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
  const form = useQuery({
    queryKey: ['train', 'form', 'byCode', event?.formCode],
    queryFn: () => call(api.form.getFormInfoByCode, { query: { bizCode: event!.formCode } }),
    enabled: !!event,
  });
  const stored = useMemo(() => readStoredForm(form.data), [form.data]);

  return (
    <Drawer
      title={event ? `填写数据：${event.title}` : '填写数据'}
      open={!!event}
      onClose={onClose}
      size={1000}
      destroyOnHidden
    >
      {event && form.data ? (
        <AnswersTable
          rules={stored.rules}
          queryKey={['hotEvents', 'values', event.eventCode]}
          fetchPage={(query) =>
            call(api.hotEvent.valuesPage, { body: { ...query, eventCode: event.eventCode } })
          }
          exportCode="hotEvents:export"
          exportFile={(filters, ids) =>
            callFile(api.hotEvent.exportHotEventsValues, {
              query: {
                eventCode: event.eventCode,
                ...(filters.beginTime ? { beginTime: filters.beginTime } : {}),
                ...(filters.endTime ? { endTime: filters.endTime } : {}),
                ...(filters.queryMap ? { queryMap: JSON.stringify(filters.queryMap) } : {}),
                ...(ids ? { ids: ids.join(',') } : {}),
              } as never,
            })
          }
          fileName={`热点事件数据-${event.title}.xlsx`}
        />
      ) : null}
    </Drawer>
  );
}
