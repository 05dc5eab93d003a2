import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor as LazyRichTextEditor } from './index';
import { RichTextEditor } from './RichTextEditor';
import { richTextLength } from './richText';

/** The TipTap editor behind the rendered component (TipTap puts it on its DOM node). */
const editorOf = (container: HTMLElement): Editor =>
  (container.querySelector('.ProseMirror') as unknown as { editor: Editor }).editor;
const counter = () => screen.getByTestId('rich-text-count');
const isDanger = () => counter().className.includes('ant-typography-danger');
const png = (name = 'photo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('RichTextEditor length counter', () => {
  it('shows count / max of the text characters, without markup or line breaks', () => {
    render(<RichTextEditor value="<p>你好，<strong>世界</strong></p><p>a<br>b</p>" maxLength={10} />);
    expect(counter().textContent).toBe('7 / 10');
    expect(isDanger()).toBe(false);
    expect(richTextLength('<p>你好，<strong>世界</strong></p><p>a<br>b</p>')).toBe(7);
  });

  it('shows 无限制 when maxLength is -1, the default', () => {
    render(<RichTextEditor value="<p>abc</p>" />);
    expect(counter().textContent).toBe('3 / 无限制');
    expect(isDanger()).toBe(false);
  });

  it('turns danger when the text exceeds the limit, and back when it fits', async () => {
    const { container } = render(<RichTextEditor value="<p>abcd</p>" maxLength={3} />);
    expect(counter().textContent).toBe('4 / 3');
    expect(isDanger()).toBe(true);
    act(() => {
      editorOf(container).commands.setContent('<p>abc</p>', { emitUpdate: true });
    });
    await waitFor(() => expect(counter().textContent).toBe('3 / 3'));
    expect(isDanger()).toBe(false);
  });
});

describe('RichTextEditor value', () => {
  it('reports edits as HTML and an empty document as an empty string', async () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor onChange={onChange} />);
    const editor = editorOf(container);
    act(() => {
      editor.commands.insertContent('招聘');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>招聘</p>');
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>招聘</strong></p>');
    await userEvent.click(screen.getByRole('button', { name: '居中' }));
    expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: center;"><strong>招聘</strong></p>');
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes a new value from outside without echoing it back', async () => {
    const onChange = vi.fn();
    const { rerender, container } = render(<RichTextEditor value="<p>旧内容</p>" onChange={onChange} />);
    rerender(<RichTextEditor value="<h2>新标题</h2>" onChange={onChange} />);
    await waitFor(() => expect(container.querySelector('.ProseMirror h2')?.textContent).toBe('新标题'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works as an antd form field with a required rule', async () => {
    const onFinish = vi.fn();
    const { container } = render(
      <Form onFinish={onFinish}>
        <Form.Item name="content" label="内容" rules={[{ required: true, message: '请输入内容' }]}>
          <RichTextEditor />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请输入内容', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    const editor = editorOf(container);
    act(() => {
      editor.commands.insertContent('内容正文');
    });
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ content: '<p>内容正文</p>' }));
  });
});

describe('RichTextEditor images', () => {
  it('has no image button when images are turned off', () => {
    render(<RichTextEditor uploadImage={null} />);
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });

  it('uploads through the server by default', () => {
    render(<RichTextEditor />);
    expect(screen.getByRole('button', { name: '插入图片' })).toBeTruthy();
  });

  it('uploads the chosen image and inserts it at the returned url', async () => {
    const onChange = vi.fn();
    const uploadImage = vi.fn(async () => ({ url: 'https://cdn.example.com/m/photo.png' }));
    render(<RichTextEditor onChange={onChange} uploadImage={uploadImage} />);
    expect(screen.getByRole('button', { name: '插入图片' })).toBeTruthy();
    const file = png();
    await userEvent.upload(screen.getByLabelText('选择图片'), file);
    expect(uploadImage).toHaveBeenCalledWith(file);
    // TipTap keeps an empty paragraph after a trailing image, so the writer can go on typing.
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<img src="https://cdn.example.com/m/photo.png" alt="photo.png"><p></p>',
      ),
    );
  });

  it('shows the error message, or 上传失败, when the upload fails, and inserts nothing', async () => {
    const onChange = vi.fn();
    const uploadImage = vi
      .fn<(file: File) => Promise<{ url: string }>>()
      .mockRejectedValueOnce(new Error('图片未审核通过，请检查'))
      .mockRejectedValueOnce('network down');
    render(<RichTextEditor onChange={onChange} uploadImage={uploadImage} />);
    await userEvent.upload(screen.getByLabelText('选择图片'), png());
    expect(await screen.findByText('图片未审核通过，请检查')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('选择图片'), png('b.png'));
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses other formats before uploading', async () => {
    const uploadImage = vi.fn(async () => ({ url: 'https://cdn.example.com/x.gif' }));
    render(<RichTextEditor uploadImage={uploadImage} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('选择图片'),
      new File(['GIF89a'], 'x.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText('文件格式不正确,请上传png/jpg/jpeg格式文件')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
  });
});

describe('RichTextEditor links and read-only mode', () => {
  it('inserts a web link and refuses a javascript: address', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '链接' }));
    const input = await screen.findByPlaceholderText('https://');
    await userEvent.type(input, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('链接地址需以 http://、https:// 或 mailto: 开头')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://www.example.com/jobs');
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('href="https://www.example.com/jobs"'),
      ),
    );
  });

  it('disables the toolbar and editing when disabled', () => {
    const { container } = render(<RichTextEditor value="<p>只读</p>" disabled />);
    expect((screen.getByRole('button', { name: '加粗' }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('false');
  });
});

describe('RichTextEditor from the components index', () => {
  it('loads the editor on first use and behaves the same', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <LazyRichTextEditor value="<p>懒加载</p>" maxLength={5} onChange={onChange} />,
    );
    expect(await screen.findByRole('button', { name: '加粗' })).toBeTruthy();
    expect(counter().textContent).toBe('3 / 5');
    act(() => {
      editorOf(container).chain().focus('end').insertContent('！').run();
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>懒加载！</p>');
  });
});
