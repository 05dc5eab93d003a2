export { CompanyPicker, type CompanyPickerProps } from './CompanyPicker';
