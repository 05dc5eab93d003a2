import { checkUploadMeta, uploadMessages, uploadRules } from '@hr/contract';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Typography } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorText, useFeedback } from '../feedback';
import { uploadEditorImage } from '../upload-requests';
import { LinkDialog } from './LinkDialog';
import styles from './RichTextEditor.module.css';
import { RichTextToolbar, readToolbarState } from './RichTextToolbar';
import { docTextLength, isAllowedLink, lengthStatus, UNLIMITED } from './richText';

export interface RichTextEditorProps {
  /** HTML; '' when empty (so a `required` form rule works). */
  value?: string;
  onChange?: (html: string) => void;
  /**
   * Uploads an inserted image and answers its address. Defaults to the server's editor-image upload; pass
   * `null` for an editor without images.
   */
  uploadImage?: ((file: File) => Promise<{ url: string }>) | null;
  /** Text characters allowed; -1 (default) means no limit. Exceeding shows the count in red, not blocked. */
  maxLength?: number;
  /** Default 720 (platform §9). */
  width?: number | string;
  /** Height of the writing area, default 360 (platform §9). */
  height?: number | string;
  placeholder?: string;
  disabled?: boolean;
  /** Form.Item passes its field id; it goes to the writing area so the label focuses it. */
  id?: string;
}

const IMAGE_ACCEPT = uploadRules.image.extensions.map((ext) => `.${ext}`).join(',');

/** Rich-text editor (TipTap) with toolbar, image insertion through `uploadImage` and a length counter. */
export function RichTextEditor({
  value,
  onChange,
  uploadImage: uploadImageProp = uploadEditorImage,
  maxLength = UNLIMITED,
  width = 720,
  height = 360,
  placeholder = '请输入内容',
  disabled = false,
  id,
}: RichTextEditorProps) {
  const uploadImage = uploadImageProp ?? undefined;
  const { message } = useFeedback();
  // The HTML last sent out or taken in, to tell an outside change (form reset) from our own echo.
  const known = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Image,
      Placeholder.configure({ placeholder }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { ...(id ? { id } : {}), 'aria-label': placeholder, role: 'textbox' } },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      known.current = html;
      onChangeRef.current?.(html);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...readToolbarState(current),
      count: docTextLength(current.state.doc),
    }),
  });

  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === known.current) return;
    known.current = incoming;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [value, editor]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [disabled, editor]);

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploadImage) return;
    const problem = checkUploadMeta(uploadRules.image, file);
    if (problem) {
      message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      editor.chain().focus().setImage({ src: url, alt: file.name }).run();
    } catch (error) {
      message.error(errorText(error, uploadMessages.failed));
    } finally {
      setUploading(false);
    }
  };

  const applyLink = (href: string) => {
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };

  const length = lengthStatus(state.count, maxLength);
  return (
    <div style={{ width, maxWidth: '100%' }}>
      <div className={disabled ? `${styles.frame} ${styles.disabled}` : styles.frame}>
        <div className={styles.toolbar}>
          <RichTextToolbar
            editor={editor}
            state={state}
            disabled={disabled}
            uploading={uploading}
            onLink={() => setLinkOpen(true)}
            onImage={uploadImage ? () => fileInput.current?.click() : undefined}
          />
        </div>
        <EditorContent
          editor={editor}
          className={styles.content}
          style={{ height }}
          onClick={() => editor.commands.focus()}
        />
      </div>
      <div style={{ textAlign: 'right', marginTop: 4 }}>
        <Typography.Text type={length.exceeded ? 'danger' : 'secondary'} data-testid="rich-text-count">
          {length.text}
        </Typography.Text>
      </div>
      {uploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          style={{ display: 'none' }}
          aria-label="选择图片"
          onChange={(event) => void insertImage(event)}
        />
      ) : null}
      <LinkDialog
        open={linkOpen}
        initialHref={state.link ? String(editor.getAttributes('link').href ?? '') : ''}
        onApply={applyLink}
        onRemove={() => {
          setLinkOpen(false);
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
        onClose={() => setLinkOpen(false)}
      />
    </div>
  );
}
