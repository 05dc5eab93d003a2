import { api, BannerLinkType } from '@hr/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../app/request.ts';

export interface LinkTargetSelectProps {
  /** 1 job, 2 course, 3 notice. */
  linkType: number;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The name of the current target (from the banner list), shown before any search. */
  currentName?: string | null | undefined;
  id?: string;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Options of one target type for a search word: online jobs, online training courses or notices. */
async function optionsOf(linkType: number, keyword: string) {
  const query = { pageNum: 1, pageSize: 10, ...(keyword ? { keyword } : {}) };
  if (linkType === BannerLinkType.job) {
    const page = await call(api.recommendJob.queryOnlineJob, { query });
    return page.records.map((r) => ({
      value: r.targetCode,
      label: `${r.targetName}（${r.cmpyName ?? '平台'}）`,
    }));
  }
  if (linkType === BannerLinkType.course) {
    const page = await call(api.recommendCourse.queryOnlineCourse, { query });
    return page.records.map((r) => ({
      value: r.targetCode,
      label: `${r.targetName}（${r.cmpyName ?? '平台'}）`,
    }));
  }
  const page = await call(api.msg.queryPageMsg, {
    query: { pageNum: 1, pageSize: 10, ...(keyword ? { annoTitle: keyword } : {}) },
  });
  return page.records.map((r) => ({ value: r.annoCode, label: r.annoTitle }));
}

/** The job, course or notice a banner opens, searched on the server by name. */
export function LinkTargetSelect({ linkType, value, onChange, currentName, id }: LinkTargetSelectProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useQuery({
    queryKey: ['advert', 'linkTargets', linkType, keyword],
    queryFn: () => optionsOf(linkType, keyword),
    placeholderData: keepPreviousData,
  });
  const list = [...(options.data ?? [])];
  if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: currentName ?? value });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={onChange}
      placeholder={linkType === BannerLinkType.notice ? '搜索公告标题' : '搜索名称（只列已上线的）'}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? '加载中…' : '无数据'}
      options={list}
      allowClear
    />
  );
}
