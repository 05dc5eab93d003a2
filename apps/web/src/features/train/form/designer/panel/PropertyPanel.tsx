import { Empty, Tabs } from 'antd';
import { useState } from 'react';
import styles from '../designer.module.css';
import type { DesignerState } from '../useDesigner.ts';
import { FormOptionsEditor } from './FormOptionsEditor.tsx';
import { RuleEditor } from './RuleEditor.tsx';

/** The right panel: 组件配置 of the selected rule, 表单配置 of the whole form. */
export function PropertyPanel({ state }: { state: DesignerState }) {
  const [tab, setTab] = useState<'rule' | 'form'>('rule');
  const { selected, selectedRule } = state;
  // Selecting a rule on the canvas brings its settings to the front.
  const [shownFor, setShownFor] = useState(selected);
  if (shownFor !== selected) {
    setShownFor(selected);
    if (selected) setTab('rule');
  }
  return (
    <div className={styles.props} data-testid="designer-properties">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'rule' | 'form')}
        items={[
          {
            key: 'rule',
            label: '组件配置',
            children: (
              <div className={styles.propsBody}>
                {selected && selectedRule ? (
                  <RuleEditor
                    // A new selection starts its inputs afresh (drafts, open dialogs).
                    key={selected.join('.')}
                    rule={selectedRule}
                    rules={state.rules}
                    onChange={(rule, group) =>
                      state.update(selected, () => rule, group && `${selected.join('.')}:${group}`)
                    }
                  />
                ) : (
                  <Empty description="请在画布中选择组件" />
                )}
              </div>
            ),
          },
          {
            key: 'form',
            label: '表单配置',
            children: (
              <div className={styles.propsBody}>
                <FormOptionsEditor options={state.value.options} onChange={state.setOptions} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
