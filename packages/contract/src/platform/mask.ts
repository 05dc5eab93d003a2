/**
 * Masks for personal numbers shown in lists (the detail and the export, which the operator needs to act on,
 * show them whole): an ID number keeps its first 6 and last 4 characters, a mobile its first 3 and last 4.
 */
export const maskIdCard = (id: string) =>
  id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id;

/** 13812345678 → 138****5678 (a +86 / 86 prefix is dropped). */
export const maskPhone = (phone: string) => phone.replace(/^(\+?86)?(\d{3})\d{4}(\d{4})$/, '$2****$3');
