import { Button, Form, type FormInstance } from 'antd';

/** 查询 and 重置 at the end of a filter form: reset clears the form and searches with no filters. */
export function FilterActions({ form, onReset }: { form: FormInstance; onReset: () => void }) {
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          重置
        </Button>
      </Form.Item>
    </>
  );
}
