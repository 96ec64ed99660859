/** Props of {@link DocumentViewer}. */
export interface DocumentViewerProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` when the user closes the dialog (Close, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /**
   * Where the file's bytes are: a URL the browser may fetch (e.g. the portal's `getFileUrl(id)`,
   * `GET api/v1/documents/{id}`) or a blob URL. Missing for an image: 'Image not found'.
   */
  src?: string | null;
  /**
   * The file's bytes, when the page already holds them (e.g. downloaded with a bearer token). The
   * pages are drawn from these instead of fetching `src`, which a strict `connect-src` policy may
   * forbid for `blob:` URLs; `src` still names the file for download and print.
   */
  file?: Blob | null;
  /** The document's file name, the dialog's title and the download name. */
  fileName?: string | null;
  /** The file's extension (`pdf`, `png`, `jpeg`, `jpg`, `tif`, `tiff`); picks the renderer. */
  extension?: string | null;
  /** The document type (for the default download name: type label + '-upload'). */
  documentType: number;
  /** Zoom in percent when opened; one of the spec's levels. @default 100 */
  initialZoom?: number;
  /** Replaces the built-in download (a link to `src` named by the file). Failures are only logged. */
  onDownload?: () => void | Promise<void>;
  /** Replaces the built-in PDF print (a hidden frame). Failures are only logged. */
  onPrint?: () => void | Promise<void>;
  /** Extra class on the dialog, merged last. */
  className?: string;
}
