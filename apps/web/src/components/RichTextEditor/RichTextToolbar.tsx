import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Divider, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** What the toolbar shows as active or enabled, read from the editor on every change. */
export interface ToolbarState {
  heading: 0 | 1 | 2 | 3;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  orderedList: boolean;
  align: 'left' | 'center' | 'right';
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export function readToolbarState(editor: Editor): ToolbarState {
  const heading = ([1, 2, 3] as const).find((level) => editor.isActive('heading', { level })) ?? 0;
  const align = (['center', 'right'] as const).find((a) => editor.isActive({ textAlign: a })) ?? 'left';
  return {
    heading,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    align,
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const headingOptions = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题1' },
  { value: 2, label: '标题2' },
  { value: 3, label: '标题3' },
];

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        aria-label={props.label}
        aria-pressed={props.active}
        color={props.active ? 'primary' : 'default'}
        variant={props.active ? 'filled' : 'text'}
        icon={props.icon}
        disabled={props.disabled}
        loading={props.loading}
        // Keep the editor's selection: the button must not take the focus.
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

export interface RichTextToolbarProps {
  editor: Editor;
  state: ToolbarState;
  disabled: boolean;
  onLink: () => void;
  /** Absent when the editor has no `uploadImage`: no image button then. */
  onImage?: (() => void) | undefined;
  uploading: boolean;
}

/** Headings, bold/italic/underline, lists, alignment, link, image, undo/redo. */
export function RichTextToolbar({
  editor,
  state,
  disabled,
  onLink,
  onImage,
  uploading,
}: RichTextToolbarProps) {
  const run = () => editor.chain().focus();
  const align = (value: ToolbarState['align']) => () => run().setTextAlign(value).run();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Select
        size="small"
        aria-label="段落格式"
        value={state.heading}
        options={headingOptions}
        disabled={disabled}
        style={{ width: 84 }}
        onChange={(level) =>
          level === 0
            ? run().setParagraph().run()
            : run()
                .setHeading({ level: level as 1 | 2 | 3 })
                .run()
        }
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => run().toggleBold().run()}
      />
      <ToolButton
        label="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => run().toggleItalic().run()}
      />
      <ToolButton
        label="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => run().toggleUnderline().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => run().toggleBulletList().run()}
      />
      <ToolButton
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => run().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="左对齐"
        icon={<AlignLeftOutlined />}
        active={state.align === 'left'}
        disabled={disabled}
        onClick={align('left')}
      />
      <ToolButton
        label="居中"
        icon={<AlignCenterOutlined />}
        active={state.align === 'center'}
        disabled={disabled}
        onClick={align('center')}
      />
      <ToolButton
        label="右对齐"
        icon={<AlignRightOutlined />}
        active={state.align === 'right'}
        disabled={disabled}
        onClick={align('right')}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="链接"
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={onLink}
      />
      {onImage ? (
        <ToolButton
          label="插入图片"
          icon={<PictureOutlined />}
          disabled={disabled}
          loading={uploading}
          onClick={onImage}
        />
      ) : null}
      <Divider orientation="vertical" />
      <ToolButton
        label="撤销"
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => run().undo().run()}
      />
      <ToolButton
        label="重做"
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => run().redo().run()}
      />
    </div>
  );
}
