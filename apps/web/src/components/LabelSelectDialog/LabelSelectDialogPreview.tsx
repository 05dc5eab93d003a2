import { type JobLabelContent, joinLabels, LABEL_DEFAULT_LIMIT, splitLabels } from '@hr/contract';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LabelSelectDialog } from './LabelSelectDialog';

interface PreviewField {
  /** Card title and the section's accessible name. */
  name: string;
  button: string;
  groups: readonly JobLabelContent[];
  limit: number;
}

/** The two ways the job form will use the dialog: description tags (1, 2) and welfare tags (3, 4, 5). */
const fields: readonly PreviewField[] = [
  { name: '工作描述标签', button: '选择工作描述标签', groups: [1, 2], limit: LABEL_DEFAULT_LIMIT },
  { name: '福利待遇', button: '选择福利待遇', groups: [3, 4, 5], limit: 3 },
];

/** One field: a button opening the real dialog, the chosen tags and the comma-joined stored text. */
function PreviewFieldCard({ field }: { field: PreviewField }) {
  const [open, setOpen] = useState(false);
  // Held as stored, so the page shows the round trip joinLabels → splitLabels the forms will do.
  const [stored, setStored] = useState('');
  const tags = splitLabels(stored);
  return (
    <Card
      title={`${field.name}（最多${field.limit}个）`}
      extra={
        <Button type="primary" onClick={() => setOpen(true)}>
          {field.button}
        </Button>
      }
    >
      <section aria-label={`${field.name}输出`}>
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 180 } }}>
          <Descriptions.Item label="已选标签">
            {tags.length ? (
              <Space size={[8, 8]} wrap>
                {tags.map((tag) => (
                  <Tag key={tag} color="blue" style={{ margin: 0 }}>
                    {tag}
                  </Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">暂未选择</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="存储值（逗号拼接）">
            {stored ? (
              <Typography.Text code copyable data-testid={`${field.name}存储值`}>
                {stored}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">空字符串</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      </section>
      <LabelSelectDialog
        open={open}
        title={field.button}
        value={tags}
        limit={field.limit}
        groups={field.groups}
        onCancel={() => setOpen(false)}
        onOk={(value) => {
          setStored(joinLabels(value));
          setOpen(false);
        }}
      />
    </Card>
  );
}

/**
 * Developer preview of the label selection dialog (route /common/preview/label-dialog): opens the dialog on
 * the job labels of the real API, with the default limit and with limit 3, and shows what it hands back.
 */
export default function LabelSelectDialogPreview() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {fields.map((field) => (
        <PreviewFieldCard key={field.name} field={field} />
      ))}
    </Space>
  );
}
