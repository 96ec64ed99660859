import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, paymentsCsv, remittanceCsv, toCsv } from './index.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['He said "hi"', '"He said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 312', "'+1 312"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['', ''],
  ])('text %j → %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    [1234.5, '1234.50'],
    [-12, '-12.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [0, '0.00'],
  ])('amount %d → %s (a plain decimal, never guarded)', (amount, cell) => {
    expect(csvCell({ amount })).toBe(cell);
  });

  it('ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', { amount: 1 }],
      ]),
    ).toBe('a,b\r\nc,1.00\r\n');
  });
});

describe('payments and remittance CSV', () => {
  const remitTo = {
    name: 'Northwind, Factoring',
    street: '500 Lake Shore Dr',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60611',
  };

  it('lists payments with ISO dates and plain totals', () => {
    expect(
      paymentsCsv([
        {
          checkNumber: '500214',
          paymentDate: '2026-11-17',
          method: 'ACH',
          payeeName: 'Northwind Factoring',
          carrierName: 'Swiftline Carriers',
          remitTo,
          invoiceCount: 3,
          total: 7296.88,
        },
      ]).split('\r\n'),
    ).toEqual([
      'Check Number,Payment Date,Method,Payee,Carrier,Remit To,Remit To Address,Invoices,Total',
      '500214,2026-11-17,ACH,Northwind Factoring,Swiftline Carriers,"Northwind, Factoring","500 Lake Shore Dr, Chicago, IL 60611",3,7296.88',
      '',
    ]);
  });

  it('writes one row per invoice with its net and a Total row of the sums', () => {
    const lines = remittanceCsv({ checkNumber: '=cmd', paymentDate: '2026-11-17' }, [
      {
        invoiceNumber: '880011',
        shipmentNumber: '100031',
        amount: 1785.25,
        quickPayFee: 53.56,
        otherDeductions: 0,
        deductionNote: null,
      },
      {
        invoiceNumber: 'H-1',
        shipmentNumber: '100029',
        amount: 1320,
        quickPayFee: 0,
        otherDeductions: 150,
        deductionNote: 'Fuel advance, Nov',
      },
    ]).split('\r\n');
    expect(lines).toEqual([
      'Check Number,Payment Date,Invoice Number,Shipment Number,Amount,Quick Pay Fee,Other Deductions,Deduction Note,Net Paid',
      "'=cmd,2026-11-17,880011,100031,1785.25,53.56,0.00,,1731.69",
      '\'=cmd,2026-11-17,H-1,100029,1320.00,0.00,150.00,"Fuel advance, Nov",1170.00',
      'Total,,2 invoices,,3105.25,53.56,150.00,,2901.69',
      '',
    ]);
  });

  it('names the file safely', () => {
    expect(csvFileName('remittance ACH/77', '2026-11-17')).toBe('remittance_ACH_77-2026-11-17.csv');
  });
});
