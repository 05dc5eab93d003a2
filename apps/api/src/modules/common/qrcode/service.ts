import { censusCodeContent } from '@hr/contract';
import QRCode from 'qrcode';

/** Side of the PNG in pixels: sharp enough to print, small enough to inline (about 2 KB). */
export const QR_CODE_WIDTH = 280;

/**
 * The QR code of a mini-program or H5 page for one user: encodes `path?userCode=…` (`&userCode=…` when the
 * path has a query) and answers it as a PNG data URL, so nothing is stored and no second request is needed.
 */
export async function censusCode(path: string, userCode: string) {
  const content = censusCodeContent(path, userCode);
  const url = await QRCode.toDataURL(content, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: QR_CODE_WIDTH,
  });
  return { url, content };
}
