import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { call } from '../../../app/request.ts';

export const useRentCompanies = () =>
  useQuery({ queryKey: ['rental', 'companyNames'], queryFn: () => call(api.rental.getCmpyNameList, {}) });

export const useCommunityOptions = () =>
  useQuery({
    queryKey: ['rental', 'communityOptions'],
    queryFn: () => call(api.rental.communityPage, { query: { pageNum: 1, pageSize: 300 } }),
  });

/** A community picker for filters and forms (Form.Item passes value and onChange through). */
export function CommunitySelect(props: SelectProps<string>) {
  const communities = useCommunityOptions();
  return (
    <Select<string>
      allowClear
      placeholder="全部小区"
      options={(communities.data?.records ?? []).map((c) => ({
        value: c.communityCode,
        label: c.communityName,
      }))}
      {...props}
    />
  );
}

/** A rental-company picker for filters. */
export function RentCompanySelect(props: SelectProps<string>) {
  const companies = useRentCompanies();
  return (
    <Select<string>
      allowClear
      placeholder="全部企业"
      options={(companies.data ?? []).map((c) => ({ value: c.rentCmpyCode, label: c.cmpyName }))}
      {...props}
    />
  );
}
