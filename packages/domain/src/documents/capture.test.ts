import { describe, expect, it } from 'vitest';
import { DocumentType } from '../enums/accounting.ts';
import { captureFileName, combinesIntoPdf } from './capture.ts';

describe('combinesIntoPdf', () => {
  it('combines paper documents always, and any capture of several pages', () => {
    expect(combinesIntoPdf(DocumentType.ProofOfDelivery, 1)).toBe(true);
    expect(combinesIntoPdf(DocumentType.BillOfLading, 1)).toBe(true);
    expect(combinesIntoPdf(DocumentType.TrailerPicture, 1)).toBe(false);
    expect(combinesIntoPdf(DocumentType.TrailerPicture, 2)).toBe(true);
  });
});

describe('captureFileName', () => {
  it('names type, shipment and stop, without characters a file name may not hold', () => {
    expect(captureFileName('Proof of Delivery', '1001', 'Stop 2', 'pdf')).toBe(
      'Proof of Delivery 1001 Stop 2.pdf',
    );
    expect(captureFileName('Trailer Picture', '10/01', '', 'jpg')).toBe('Trailer Picture 10-01.jpg');
  });
});
