import { ApiError, type Video } from '@freightkit/api';
import { useSaveVideoProgress, useVideo } from '@freightkit/api/react';
import { videoProgressSaveIntervalSeconds, videoResumeAt } from '@freightkit/domain';
import { Banner, Heading, Spinner, Stack, Text, useI18n, VisuallyHidden } from '@freightkit/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePortalConfig } from '../../app/services.tsx';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { videosPath } from './paths.ts';
import { videoTime } from './time.ts';
import * as styles from './videos.css.ts';

/** Positions are saved to the hundredth of a second: finer is noise. */
const rounded = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * The player of one video: the native `<video controls>` (keyboard and screen-reader support of the
 * browser) with its English captions track on by default, and the transcript beside it, whose line
 * being shown is marked and whose lines play the video from there. It resumes where the user left off
 * and saves the position while playing (every {@link videoProgressSaveIntervalSeconds} s), on pause, at
 * the end (watched), when the user leaves the page and when the page is hidden or closed (ADR 049).
 */
export function VideoPlayer({ video }: { video: Video }) {
  const { t } = useI18n();
  const { apiBaseUrl } = usePortalConfig();
  const transcriptId = useId();
  const url = (path: string) => `${apiBaseUrl}/${path}`;
  const element = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  // TanStack Query keeps `mutate` stable, so the saves below keep their identity between renders.
  const { mutate } = useSaveVideoProgress();
  // What the saves read from listeners and the unmount cleanup: the position, whether the user played
  // or moved the video (a video only opened is not saved), and when it was last saved.
  const latest = useRef({ position: 0, touched: false, lastSave: 0 });

  const send = useCallback(
    (options: { completed?: boolean; leaving?: boolean } = {}) => {
      const state = latest.current;
      state.lastSave = Date.now();
      mutate({
        id: video.id,
        body: {
          positionSeconds: rounded(Math.min(state.position, video.durationSeconds)),
          completed: options.completed ?? false,
        },
        ...(options.leaving ? { leaving: true } : {}),
      });
    },
    [mutate, video.id, video.durationSeconds],
  );

  useEffect(() => {
    // The one object the listeners update (not a DOM node), read as the player unmounts.
    const state = latest.current;
    // A closed tab or a page sent to the background: the save must outlive the page (keepalive).
    const onPageHide = () => {
      if (state.touched) send({ leaving: true });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the player inside the portal (Back, the navigation).
      if (state.touched) send();
    };
  }, [send]);

  const track = (el: HTMLVideoElement) => {
    latest.current.position = el.currentTime;
    setTime(el.currentTime);
  };

  const cues = video.cues;
  const current = cues.findIndex((cue) => time >= cue.start && time < cue.end);

  return (
    <div className={styles.layout}>
      <Stack space="sm">
        <video
          ref={element}
          className={styles.video}
          controls
          preload="metadata"
          poster={video.posterPath === null ? undefined : url(video.posterPath)}
          src={url(video.videoPath)}
          aria-describedby={transcriptId}
          onLoadedMetadata={(event) => {
            const el = event.currentTarget;
            const resumeAt = videoResumeAt(video.progress, video.durationSeconds);
            if (resumeAt > 0 && el.currentTime === 0 && resumedAt === null) {
              el.currentTime = resumeAt;
              setResumedAt(resumeAt);
            }
            track(el);
          }}
          onTimeUpdate={(event) => {
            const el = event.currentTarget;
            track(el);
            if (!el.paused && Date.now() - latest.current.lastSave >= videoProgressSaveIntervalSeconds * 1000)
              send();
          }}
          onPlay={() => {
            latest.current.touched = true;
            latest.current.lastSave = Date.now();
          }}
          onSeeked={(event) => {
            track(event.currentTarget);
          }}
          onPause={(event) => {
            track(event.currentTarget);
            if (!event.currentTarget.ended) send();
          }}
          onEnded={(event) => {
            track(event.currentTarget);
            latest.current.position = video.durationSeconds;
            send({ completed: true });
          }}
        >
          <track
            kind="captions"
            srcLang={video.captionsLanguage}
            label={t('videos.captionsEnglish')}
            src={url(video.captionsPath)}
            default
          />
          {t('videos.player.noVideo')}
        </video>
        {resumedAt === null ? null : (
          <Text role="status" tone="secondary">
            {t('videos.player.resumed', { time: videoTime(t, resumedAt) })}
          </Text>
        )}
      </Stack>
      <Stack as="section" space="sm" aria-labelledby={`${transcriptId}-title`}>
        <Heading level={3} id={`${transcriptId}-title`}>
          {t('videos.transcript')}
        </Heading>
        <Text tone="secondary" id={transcriptId}>
          {t('videos.transcript.hint')}
        </Text>
        {/* The captions and transcript are English in every portal language (ADR 049). */}
        <ol className={styles.cues} lang={video.captionsLanguage}>
          {cues.map((cue, index) => (
            <li key={cue.start}>
              <button
                type="button"
                className={styles.cue}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => {
                  const el = element.current;
                  if (!el) return;
                  el.currentTime = cue.start;
                  latest.current.touched = true;
                  track(el);
                  // Playing may be refused (no media in a story, a browser's policy): the seek stands.
                  el.play().catch(() => undefined);
                }}
              >
                <span className={styles.cueTime}>
                  <VisuallyHidden>{t('videos.transcript.playFrom')} </VisuallyHidden>
                  {videoTime(t, cue.start)}
                </span>
                <span>{cue.text}</span>
              </button>
            </li>
          ))}
        </ol>
        <a href={url(video.transcriptPath)} download>
          {t('videos.transcript.download')}
        </a>
      </Stack>
    </div>
  );
}

/** `/videos/{id}`: one training video with its player and transcript; an unknown id says so. */
export function VideoPlayerScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const { videoId = '' } = useParams();
  const video = useVideo(videoId);
  const back = <Link to={videosPath}>{t('videos.back')}</Link>;
  if (video.isPending) return <Spinner label={t('videos.player.loading')} />;
  if (video.isError) {
    const missing = video.error instanceof ApiError && video.error.status === 404;
    return (
      <Page as="section">
        <Banner
          tone="critical"
          title={missing ? t('videos.player.notFound') : t('videos.player.error.title')}
          {...(missing ? {} : { description: failureText(t, video.error) })}
          actions={back}
        />
      </Page>
    );
  }
  const data = video.data;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <Stack space="xs">
        <div>{back}</div>
        <PageTitle id={headingId}>{data.title}</PageTitle>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('videos.topic')}</dt>
            <dd className={styles.value}>{data.topic}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('videos.duration')}</dt>
            <dd className={styles.value}>{videoTime(t, data.durationSeconds)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('videos.captions')}</dt>
            <dd className={styles.value}>{t('videos.captionsEnglish')}</dd>
          </div>
        </dl>
      </Stack>
      {/* A new video is a new player: its resume and saves start over. */}
      <VideoPlayer key={data.id} video={data} />
    </Page>
  );
}
