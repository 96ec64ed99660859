import type { PageSize } from './types.ts';

/** Messages the viewer sends the TIFF worker. */
export type TiffCommand =
  /** Open a file: fetched from `url`, or given as its `bytes`. */
  | { readonly type: 'open'; readonly url: string }
  | { readonly type: 'open'; readonly bytes: ArrayBuffer }
  | { readonly type: 'page'; readonly index: number };

/** A command with the id its answer carries. */
export type TiffRequest = TiffCommand & { readonly id: number };

/** Answers of the TIFF worker. */
export type TiffResponse =
  | { readonly id: 0; readonly type: 'ready' }
  | { readonly id: number; readonly type: 'opened'; readonly pages: readonly PageSize[] }
  | { readonly id: number; readonly type: 'page'; readonly bitmap: ImageBitmap }
  | { readonly id: number; readonly type: 'error'; readonly reason: string };
