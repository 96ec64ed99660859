/** Starts a download of `src` named `name` through a temporary link. */
export function downloadByLink(src: string, name: string): void {
  const link = document.createElement('a');
  link.href = src;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Prints a PDF through a hidden frame (the browser's own PDF printing). */
export function printPdf(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = src;
    frame.onload = () => {
      try {
        frame.contentWindow?.print();
        resolve();
      } catch (cause) {
        reject(cause instanceof Error ? cause : new Error(String(cause)));
      } finally {
        window.setTimeout(() => {
          frame.remove();
        }, 60_000);
      }
    };
    document.body.append(frame);
  });
}
