import { api, type VideoFlow } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../app/request';
import { VideoPlayer } from '../VideoPlayer';
import type { UploadedVideo } from './uploadVideo';
import { VideoUpload } from './VideoUpload';

/**
 * Developer preview of the video upload (route /common/preview/video-upload): uploads into the caller's
 * material library through the real API (either flow), shows the component's value and plays each video
 * from the URL queryVideoUrl answers for its vid.
 */
export default function VideoUploadPreview() {
  const [flow, setFlow] = useState<VideoFlow>('material');
  const [videos, setVideos] = useState<UploadedVideo[]>([]);
  const vids = videos.map((video) => video.vid);
  const urls = useQuery({
    queryKey: ['video-urls', vids],
    queryFn: () => call(api.video.queryVideoUrl, { query: { fileCodeList: vids.join(',') } }),
    enabled: vids.length > 0,
  });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="视频上传（最多3个）">
        <Space orientation="vertical" size="middle">
          <Radio.Group
            aria-label="上传方式"
            value={flow}
            onChange={(event) => {
              setFlow(event.target.value);
              setVideos([]);
            }}
            options={[
              { value: 'material', label: '素材库（mp4，100M以内）' },
              { value: 'shared', label: '通用上传（十种格式，30M以内）' },
            ]}
          />
          <VideoUpload key={flow} flow={flow} maxCount={3} value={videos} onChange={setVideos} />
        </Space>
      </Card>
      <Card title="组件输出">
        <section aria-label="组件输出">
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(videos, null, 2)}
          </pre>
        </section>
      </Card>
      <Card title="播放（queryVideoUrl 按 vid 取地址）">
        <Space wrap size="large">
          {(urls.data ?? []).map((video) => (
            <Space key={video.fileCode} direction="vertical">
              <Typography.Text>{video.materialName}</Typography.Text>
              <VideoPlayer src={video.url} width={360} height={202} />
            </Space>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
