import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Result, Skeleton, Space, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../app/request.ts';
import { attachmentName, safeHref } from './attachment.ts';
import styles from './NoticePage.module.css';

/** Where 返回 goes when the page was opened directly (no in-app history to go back to). */
export const NOTICE_LIST_PATH = '/setup/notice';

/** Notice detail page (spec §2): `/notice?annoCode=…`. */
export default function NoticePage() {
  const [searchParams] = useSearchParams();
  const annoCode = searchParams.get('annoCode')?.trim() ?? '';
  const navigate = useNavigate();
  const location = useLocation();

  const query = useQuery({
    queryKey: ['notice', annoCode],
    queryFn: () => call(api.msg.queryMsg, { query: { annoCode } }),
    enabled: annoCode !== '',
    retry: false,
  });
  const notice = query.data;

  useEffect(() => {
    if (!notice) return;
    const previous = document.title;
    document.title = notice.annoTitle;
    return () => {
      document.title = previous;
    };
  }, [notice]);

  // The server stores the body sanitised; sanitise again here (defence in depth).
  const html = useMemo(() => (notice ? DOMPurify.sanitize(notice.annoContent) : ''), [notice]);

  // react-router gives the first entry of a tab the key 'default': nothing in-app to go back to.
  const goBack = () => (location.key === 'default' ? navigate(NOTICE_LIST_PATH) : navigate(-1));
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={goBack}>
      返回
    </Button>
  );

  if (annoCode === '') {
    return (
      <Result status="warning" title="缺少公告编号" subTitle="链接中没有 annoCode 参数" extra={backButton} />
    );
  }
  if (query.isError) {
    return <Result status="error" title="公告加载失败" subTitle={query.error.message} extra={backButton} />;
  }

  return (
    <div className={styles.page}>
      <div style={{ marginBottom: 16 }}>{backButton}</div>
      <Card>
        {!notice ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <article>
            <header className={styles.header}>
              <Typography.Title level={3}>{notice.annoTitle}</Typography.Title>
              {notice.publishTime && (
                <Typography.Text type="secondary">发布时间：{notice.publishTime}</Typography.Text>
              )}
            </header>
            <Divider />
            <div
              className={styles.content}
              data-testid="notice-content"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the announcement body is HTML by design; it is sanitised by the server and again by DOMPurify just above.
              dangerouslySetInnerHTML={{ __html: html }}
            />
            {notice.materialList.length > 0 && (
              <>
                <Divider titlePlacement="start">附件</Divider>
                <ul className={styles.attachments}>
                  {notice.materialList.map((item) => {
                    const name = attachmentName(item.materialName);
                    const href = safeHref(item.url);
                    return (
                      <li key={`${item.url}|${item.materialName}`}>
                        <Space>
                          <PaperClipOutlined />
                          {href ? (
                            <Typography.Link
                              href={href}
                              target="_blank"
                              rel="noopener noreferrer"
                              download={name}
                            >
                              {name}
                            </Typography.Link>
                          ) : (
                            <Typography.Text>{name}</Typography.Text>
                          )}
                        </Space>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </article>
        )}
      </Card>
    </div>
  );
}
