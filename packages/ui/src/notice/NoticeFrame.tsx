import type { Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './notice.css.ts';
import { toneIcons } from './toneIcons.ts';

/** Props of {@link NoticeFrame}. */
export interface NoticeFrameProps {
  /** Colour of the accent edge and the icon, and which icon. */
  tone: Tone;
  /** The message: title, description, actions, laid out by the component. */
  children: ReactNode;
  /** Shows a dismiss button calling this. */
  onDismiss?: (() => void) | undefined;
  /** The dismiss button's name. */
  dismissLabel: string;
  /** `alert` or `status` when the message is announced. */
  role?: 'alert' | 'status' | undefined;
  /** The component's own class (surface, padding, borders), then the caller's. */
  className: string;
}

/**
 * @internal The row Banner and Toast share: the tone's icon, the message, and a dismiss button (or an
 * empty cell, so the grid keeps its three columns).
 */
export function NoticeFrame({ tone, children, onDismiss, dismissLabel, role, className }: NoticeFrameProps) {
  return (
    <div role={role} data-tone={tone} className={[styles.frame, styles.accent[tone], className].join(' ')}>
      <span className={styles.icon[tone]}>
        <Icon name={toneIcons[tone]} />
      </span>
      {children}
      {onDismiss ? (
        <IconButton
          icon="close"
          size="small"
          label={dismissLabel}
          tooltip={false}
          onClick={onDismiss}
          className={styles.dismiss}
        />
      ) : (
        <span />
      )}
    </div>
  );
}
