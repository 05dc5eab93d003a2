import { STATIS_DEFAULT_DAYS, STATIS_MAX_DAYS } from '@hr/contract';
import { Button, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { RegionCascader } from '../../components';

/** What a statistics call is asked for: Beijing days and a province, city or county. */
export interface StatisRange {
  beginDate: string;
  endDate: string;
  regionCode?: string;
}

export const defaultRange = (): StatisRange => ({
  beginDate: dayjs()
    .subtract(STATIS_DEFAULT_DAYS - 1, 'day')
    .format('YYYY-MM-DD'),
  endDate: dayjs().format('YYYY-MM-DD'),
});

/** Date range (at most a year) and region of a statistics page; 查询 applies them, 重置 goes back to 30 days. */
export function StatisFilterBar({
  value,
  onChange,
}: {
  value: StatisRange;
  onChange: (r: StatisRange) => void;
}) {
  const [days, setDays] = useState<[Dayjs, Dayjs]>([dayjs(value.beginDate), dayjs(value.endDate)]);
  const [region, setRegion] = useState<string[]>([]);
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item label="统计日期" htmlFor="statis-range">
        <DatePicker.RangePicker
          id="statis-range"
          allowClear={false}
          value={days}
          disabledDate={(d, info) =>
            d.isAfter(dayjs(), 'day') ||
            (info.from !== undefined && Math.abs(d.diff(info.from, 'day')) >= STATIS_MAX_DAYS)
          }
          onChange={(v) => v?.[0] && v[1] && setDays([v[0], v[1]])}
        />
      </Form.Item>
      <Form.Item label="地区" htmlFor="statis-region">
        <RegionCascader
          id="statis-region"
          value={region}
          changeOnSelect
          allowClear
          placeholder="全部地区"
          style={{ width: 260 }}
          onChange={(codes) => setRegion(codes)}
        />
      </Form.Item>
      <Space>
        <Button
          type="primary"
          onClick={() =>
            onChange({
              beginDate: days[0].format('YYYY-MM-DD'),
              endDate: days[1].format('YYYY-MM-DD'),
              ...(region.length ? { regionCode: region[region.length - 1] } : {}),
            })
          }
        >
          查询
        </Button>
        <Button
          onClick={() => {
            const r = defaultRange();
            setDays([dayjs(r.beginDate), dayjs(r.endDate)]);
            setRegion([]);
            onChange(r);
          }}
        >
          重置
        </Button>
      </Space>
    </Form>
  );
}
