import { keptDateTimeFormat } from '@freightkit/domain';
import { Button, Dialog, Heading, Stack, Text, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { portalBuildVersion } from '../../app/config.ts';
import { usePortalConfig } from '../../app/services.tsx';
import { releaseNotes, type Release } from './releaseNotes.ts';
import * as styles from './shell.css.ts';

/** A release date's options, frozen so the kept formatter is found by identity (one for every release). */
const releaseDateOptions: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: 'long', timeZone: 'UTC' });

/** A release's ISO date in the user's locale ('November 22, 2026'); read as UTC so no time zone shifts the day. */
function releaseDate(date: string, locale: string): string {
  return keptDateTimeFormat(locale, releaseDateOptions).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Application Updates (spec 1 §2 names only the button): the build the user runs (its embedded
 * version and environment, where support looks for them) and what changed, from the release notes
 * compiled into the same build. It claims nothing it cannot know, such as being the latest release.
 */
export function ApplicationUpdatesDialog({
  open,
  onOpenChange,
  releases = releaseNotes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The notes shown. @default the build's {@link releaseNotes} */
  releases?: readonly Release[];
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.updates.title')}
      footer={
        <Button
          onClick={() => {
            onOpenChange(false);
          }}
        >
          {t('shell.updates.close')}
        </Button>
      }
    >
      {/* Its own component: the dialog mounts its body only while open, so a closed dialog neither
          formats the releases' dates nor translates their notes on every render of the shell (ADR 068). */}
      <ApplicationUpdatesBody releases={releases} />
    </Dialog>
  );
}

/** The dialog's sections: the build the user runs and the release notes. */
function ApplicationUpdatesBody({ releases }: { releases: readonly Release[] }) {
  const { t, locale } = useI18n();
  const { environment } = usePortalConfig();
  const buildId = useId();
  const changesId = useId();
  return (
    <>
      <Stack as="section" space="xs" className={styles.updatesSection} aria-labelledby={buildId}>
        <Heading level={4} as="h2" id={buildId}>
          {t('shell.updates.build')}
        </Heading>
        <Text tone="secondary">
          {t('shell.about.version', { version: portalBuildVersion })}
          <br />
          {t('shell.about.environment', { environment })}
        </Text>
      </Stack>
      <Stack as="section" space="xs" className={styles.updatesSection} aria-labelledby={changesId}>
        <Heading level={4} as="h2" id={changesId}>
          {t('shell.updates.whatsNew')}
        </Heading>
        {releases.map((release) => (
          <div key={release.date}>
            <h3 className={styles.releaseHeading}>
              {t('shell.updates.release', { date: releaseDate(release.date, locale) })}
            </h3>
            <ul className={styles.releaseList}>
              {release.changes.map((change) => (
                <li key={change}>{t(change)}</li>
              ))}
            </ul>
          </div>
        ))}
      </Stack>
    </>
  );
}
