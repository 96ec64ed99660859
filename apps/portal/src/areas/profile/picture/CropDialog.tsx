import { useSaveProfilePicture } from '@freightkit/api/react';
import {
  answer,
  checkPictureBytes,
  pictureFileProblem,
  profilePictureAccept,
  profilePictureCropSide,
  profilePictureMaxBytes,
  profilePictureMinSide,
  type AnswerMessage,
} from '@freightkit/domain';
import { Banner, Button, Dialog, Inline, Stack, Text, useI18n } from '@freightkit/ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { failureText, fieldFailureTexts } from '../../common/failureText.ts';
import {
  initialCrop,
  maxZoom,
  minZoom,
  moveCrop,
  moveStep,
  placement,
  sourceSquare,
  zoomCrop,
  zoomStep,
  type Crop,
  type ImageSize,
} from './crop.ts';
import * as styles from './picture.css.ts';

/** Props of {@link CropDialog}. */
export interface CropDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** A chosen image, opened in the browser. */
interface Chosen {
  readonly name: string;
  readonly url: string;
  readonly size: ImageSize;
}

/** Opens a chosen file as an image: its size, or `null` when the browser cannot decode it. */
function openImage(url: string): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      resolve(null);
    };
    image.src = url;
  });
}

/**
 * The crop on a canvas: the frame's square of the image, at most domain's crop side (the back end
 * resizes it to the stored square), on white (a JPEG has no transparency), as a JPEG data URL.
 */
function cropToDataUrl(image: HTMLImageElement, size: ImageSize, crop: Crop): string {
  const square = sourceSquare(size, crop);
  const side = Math.round(Math.min(profilePictureCropSide, Math.max(profilePictureMinSide, square.side)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, side, side);
  return canvas.toDataURL('image/jpeg', 0.92);
}

/**
 * 'Change picture' (spec 2 §2 "Profile picture can be saved"; the "the picture can be cropped
 * before saving"): choose a PNG or JPEG (domain's type and size rule checked at once), move and zoom it in
 * a square frame by pointer or keyboard (arrow keys move, + and − or the Zoom slider zoom), and save the
 * frame's square, cropped on a canvas here; the back end checks the bytes again and stores its own square
 * (ADR 050). A refusal shows in the dialog, which stays open with the chosen picture.
 */
export function CropDialog({ open, onOpenChange }: CropDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const save = useSaveProfilePicture();
  const hintId = useId();
  const fileId = useId();
  const zoomId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The chosen file's object URL lives as long as it is shown.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const say = (message: AnswerMessage) => t(message.key, message.params);

  const close = () => {
    setChosen(null);
    setCrop(null);
    setProblem(null);
    setRefusal(null);
    save.reset();
    onOpenChange(false);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setRefusal(null);
    if (!file) return;
    const refused = pictureFileProblem(file);
    if (refused !== null) {
      setChosen(null);
      setProblem(say(refused));
      return;
    }
    // The back end's own check of the bytes (signature, the header's dimensions) before the browser is
    // asked to decode anything: a renamed text file or a decompression bomb never becomes an image here.
    const bytes = checkPictureBytes(new Uint8Array(await file.arrayBuffer()));
    if (!bytes.ok) {
      setChosen(null);
      setProblem(say(bytes.problem));
      return;
    }
    const url = URL.createObjectURL(file);
    const size = await openImage(url);
    if (size === null || size.width < profilePictureMinSide || size.height < profilePictureMinSide) {
      URL.revokeObjectURL(url);
      setChosen(null);
      setProblem(
        say(
          size === null
            ? answer('answer.profilePicture.unreadable')
            : answer('answer.profilePicture.tooSmall', { minimum: profilePictureMinSide }),
        ),
      );
      return;
    }
    setProblem(null);
    setChosen({ name: file.name, url, size });
    setCrop(initialCrop(size));
  };

  const move = (dx: number, dy: number) => {
    if (chosen && crop) setCrop(moveCrop(chosen.size, crop, dx, dy, styles.frameSide));
  };
  // Rounded to the step, so repeated + and − land on the slider's own values (1.3, not 1.3000000000000003).
  const zoomTo = (zoom: number) => {
    if (chosen && crop)
      setCrop(zoomCrop(chosen.size, crop, Math.round(zoom / zoomStep) / Math.round(1 / zoomStep)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!crop) return;
    const step = event.shiftKey ? moveStep * 10 : moveStep;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => {
        move(-step, 0);
      },
      ArrowRight: () => {
        move(step, 0);
      },
      ArrowUp: () => {
        move(0, -step);
      },
      ArrowDown: () => {
        move(0, step);
      },
      '+': () => {
        zoomTo(crop.zoom + zoomStep);
      },
      '=': () => {
        zoomTo(crop.zoom + zoomStep);
      },
      '-': () => {
        zoomTo(crop.zoom - zoomStep);
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    move(event.clientX - from.x, event.clientY - from.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const submit = () => {
    const image = imageRef.current;
    if (!chosen || !crop || !image || save.isPending) return;
    setRefusal(null);
    save.mutate(
      { name: chosen.name, data: cropToDataUrl(image, chosen.size, crop) },
      {
        onSuccess: () => {
          notices.success(t('profile.pictureSaved'));
          close();
        },
        onError: (failure) => {
          setRefusal(fieldFailureTexts(t, failure)['data']?.[0] ?? failureText(t, failure));
        },
      },
    );
  };

  const place = chosen && crop ? placement(chosen.size, crop, styles.frameSide) : null;

  return (
    <Dialog
      title={t('profile.picture.dialogTitle')}
      description={t('profile.picture.dialogHint', { megabytes: profilePictureMaxBytes / (1024 * 1024) })}
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      footer={
        <Inline space="sm">
          <Button onClick={submit} loading={save.isPending} disabled={!chosen}>
            {t('profile.picture.save')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('profile.picture.cancel')}
          </Button>
        </Inline>
      }
    >
      <Stack space="md">
        <Stack space="xs">
          <label htmlFor={fileId}>{t('profile.picture.file')}</label>
          <input
            id={fileId}
            type="file"
            accept={profilePictureAccept}
            aria-invalid={problem !== null}
            onChange={(event) => void choose(event)}
          />
        </Stack>
        {problem ? (
          <Banner tone="critical" title={t('profile.picture.refused')} description={problem} />
        ) : null}
        {refusal ? (
          <Banner tone="critical" title={t('profile.picture.refused')} description={refusal} />
        ) : null}
        {chosen && crop && place ? (
          <Stack space="sm">
            {/* The frame takes arrow keys and + and − itself ('application', so a screen reader passes
                them through); the Zoom slider below is the plain control for the same zoom. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <div
              className={styles.frame}
              role="application"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-label={t('profile.picture.frame')}
              aria-describedby={hintId}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <img
                ref={imageRef}
                className={styles.frameImage}
                src={chosen.url}
                alt=""
                draggable={false}
                style={{ left: place.left, top: place.top, width: place.width, height: place.height }}
              />
              <div className={styles.guide} />
            </div>
            <Text id={hintId} tone="secondary">
              {t('profile.picture.frameHint')}
            </Text>
            <Stack space="xs">
              <label htmlFor={zoomId}>{t('profile.picture.zoom')}</label>
              <input
                id={zoomId}
                className={styles.zoom}
                type="range"
                min={minZoom}
                max={maxZoom}
                step={zoomStep}
                value={crop.zoom}
                onChange={(event) => {
                  zoomTo(Number(event.target.value));
                }}
              />
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Dialog>
  );
}
