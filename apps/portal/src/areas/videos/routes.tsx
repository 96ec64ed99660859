import { Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@freightkit/ui';
import { VideoListScreen } from './VideoListScreen.tsx';
import { VideoPlayerScreen } from './VideoPlayerScreen.tsx';

/** Training videos (spec 1 §1, §2 `/videos`; ADR 049): the catalog and one video's player. */
export function Component() {
  return (
    <Routes>
      <Route index element={<VideoListScreen />} />
      <Route path=":videoId" element={<VideoPlayerScreen />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
