import { CompanyAddressType } from '@hr/contract';
import { AddressField, type AddressFieldProps } from '../../../components';

export type PlaceFieldProps = Omit<AddressFieldProps, 'title' | 'historyType' | 'testId'>;

/** The venue as a form control: the picked address and coordinate, and a button opening the picker. */
export const PlaceField = (props: PlaceFieldProps) => (
  <AddressField
    {...props}
    title="选择招聘会地址"
    historyType={CompanyAddressType.jobfair}
    testId="jobfair-place"
  />
);
