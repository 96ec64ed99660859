import type { Video } from '@freightkit/api';
import { useVideos } from '@freightkit/api/react';
import { videoPercentWatched } from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  Heading,
  ProgressBar,
  Spinner,
  Stack,
  StatusChip,
  Text,
  useI18n,
} from '@freightkit/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { videoPath } from './paths.ts';
import { videoTime } from './time.ts';
import * as styles from './videos.css.ts';

/** Watched, in progress or not started: the chip of a video in the list. */
function VideoState({ video }: { video: Video }) {
  const { t } = useI18n();
  if (video.progress.completed)
    return (
      <StatusChip tone="positive" icon="check">
        {t('videos.state.watched')}
      </StatusChip>
    );
  if (video.progress.positionSeconds > 0)
    return <StatusChip tone="info">{t('videos.state.inProgress')}</StatusChip>;
  return <StatusChip tone="neutral">{t('videos.state.notStarted')}</StatusChip>;
}

/** One video of the catalog: its title (the way to the player), facts, state and how much was watched. */
function VideoCard({ video }: { video: Video }) {
  const { t } = useI18n();
  const started = video.progress.completed || video.progress.positionSeconds > 0;
  return (
    <li>
      <Card>
        <Stack space="sm">
          <Heading level={3}>
            <Link to={videoPath(video.id)}>{video.title}</Link>
          </Heading>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('videos.topic')}</dt>
              <dd className={styles.value}>{video.topic}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('videos.duration')}</dt>
              <dd className={styles.value}>{videoTime(t, video.durationSeconds)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('videos.captions')}</dt>
              {/* The video's own captions are English in every portal language (ADR 049). */}
              <dd className={styles.value}>{t('videos.captionsEnglish')}</dd>
            </div>
          </dl>
          <div>
            <VideoState video={video} />
          </div>
          {started ? (
            <ProgressBar
              label={t('videos.progress', { title: video.title })}
              value={videoPercentWatched(video.progress, video.durationSeconds)}
              tone={video.progress.completed ? 'positive' : 'brand'}
            />
          ) : null}
        </Stack>
      </Card>
    </li>
  );
}

/**
 * `/videos` (spec 1 §1 "training videos", §2 `/videos`; ADR 049): the catalog of training videos, each
 * with its topic, length, captions language and whether the user watched it or how far they got.
 */
export function VideoListScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const videos = useVideos();
  return (
    <Page as="section" aria-labelledby={headingId} aria-busy={videos.isPending || undefined}>
      <Stack space="xs">
        <PageTitle id={headingId}>{t('videos.title')}</PageTitle>
        <Text tone="secondary">{t('videos.intro')}</Text>
      </Stack>
      {videos.data ? (
        videos.data.items.length === 0 ? (
          <EmptyState title={t('videos.empty.title')} description={t('videos.empty.body')} headingLevel={3} />
        ) : (
          <ul className={styles.list} aria-label={t('videos.list')}>
            {videos.data.items.map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </ul>
        )
      ) : videos.isError ? (
        <Banner
          tone="critical"
          title={t('videos.error.title')}
          description={failureText(t, videos.error)}
          actions={
            <Button variant="secondary" icon="refresh" onClick={() => void videos.refetch()}>
              {t('videos.retry')}
            </Button>
          }
        />
      ) : (
        <Spinner label={t('videos.loading')} />
      )}
    </Page>
  );
}
