import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { censusCode } from './service.ts';

export const qrcodeHandlers = [
  handle(api.qrcode.censusCode, ({ query }) => censusCode(query.path, query.userCode)),
];
