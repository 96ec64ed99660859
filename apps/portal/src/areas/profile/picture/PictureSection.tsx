import type { Contact } from '@freightkit/api';
import { useRemoveProfilePicture } from '@freightkit/api/react';
import { personInitials } from '@freightkit/domain';
import { Banner, Button, Card, Dialog, Inline, Stack, Text, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { failureText } from '../../common/failureText.ts';
import { CropDialog } from './CropDialog.tsx';
import * as styles from './picture.css.ts';
import { usePictureUrl } from './usePictureUrl.ts';

/** Props of {@link PictureSection}. */
export interface PictureSectionProps {
  /** The signed-in user's contact: its `fileId` is the picture's document. */
  readonly contact: Contact;
}

/**
 * The profile picture on `/profile` (spec 2 §1 "own profile, including a profile picture", §2 "can be
 * saved or removed"): the saved picture or the person's initials, 'Add a picture' or 'Change picture'
 * (the crop dialog) and 'Remove picture' after a confirmation, each with the spec's notice (ADR 050).
 */
export function PictureSection({ contact }: PictureSectionProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const remove = useRemoveProfilePicture();
  const url = usePictureUrl(contact.fileId);
  const [cropping, setCropping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hasPicture = contact.fileId !== null;

  const closeConfirm = () => {
    setConfirming(false);
    setRefusal(null);
  };
  const confirmRemove = () => {
    if (remove.isPending) return;
    setRefusal(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        notices.success(t('profile.pictureRemoved'));
        closeConfirm();
      },
      onError: (failure) => {
        setRefusal(failureText(t, failure));
      },
    });
  };

  return (
    <Card title={t('profile.picture.title')} headingLevel={3}>
      <Inline space="lg" alignY="center">
        {hasPicture && url ? (
          <img className={styles.avatar} src={url} alt={t('profile.picture.alt')} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {personInitials(contact.firstName, contact.lastName)}
          </span>
        )}
        <Stack space="sm">
          {hasPicture ? null : <Text tone="secondary">{t('profile.picture.none')}</Text>}
          <Inline space="sm">
            <Button
              onClick={() => {
                setCropping(true);
              }}
            >
              {t(hasPicture ? 'profile.picture.change' : 'profile.picture.add')}
            </Button>
            {hasPicture ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('profile.picture.remove')}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </Inline>
      <CropDialog open={cropping} onOpenChange={setCropping} />
      <Dialog
        role="alertdialog"
        size="small"
        title={t('profile.picture.removeTitle')}
        description={t('profile.picture.removeText')}
        open={confirming}
        onOpenChange={(open) => {
          if (!open) closeConfirm();
        }}
        footer={
          <Inline space="sm">
            <Button variant="critical" loading={remove.isPending} onClick={confirmRemove}>
              {t('profile.picture.removeConfirm')}
            </Button>
            <Button variant="secondary" onClick={closeConfirm}>
              {t('profile.picture.cancel')}
            </Button>
          </Inline>
        }
      >
        {refusal ? (
          <Banner tone="critical" title={t('profile.picture.removeRefused')} description={refusal} />
        ) : null}
      </Dialog>
    </Card>
  );
}
