export { StopTimeline, type StopTimelineProps, type TimelineStop } from './StopTimeline.tsx';
export { ZonedTime, type ZonedTimeProps } from './ZonedTime.tsx';
