export { ScoreCard, type ScoreCardProps, type ScoreMeasure } from './ScoreCard.tsx';
