export { RichTextEditor } from './LazyRichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { isAllowedLink, lengthStatus, richTextLength, UNLIMITED } from './richText';
