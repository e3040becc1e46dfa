import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { qrPlatba } from '@shop/shared/rules/qr-platba';
import { qrPng, readQrPng } from './qr-image';
import { qrMatrix } from './qr-matrix';

const spd = qrPlatba({
  iban: 'CZ25 2010 0000 0028 0193 7468',
  amount: 44_649,
  variableSymbol: '26000001',
  message: 'Zálohová faktura ZF260001',
});

describe('qrMatrix', () => {
  it('is square, with the finder patterns in three corners', () => {
    const matrix = qrMatrix(spd);
    const size = matrix.length;
    assert.ok(size >= 21 && (size - 17) % 4 === 0, `a QR code's size: ${size}`);
    for (const row of matrix) assert.equal(row.length, size);
    // A finder pattern's outer ring is dark: the corners of the top-left, top-right, bottom-left.
    for (const [r, c] of [
      [0, 0],
      [0, size - 1],
      [size - 1, 0],
      [6, 6],
    ] as const) {
      assert.equal(matrix[r]?.[c], true, `module ${r},${c}`);
    }
  });

  it('reads back, from an image of it, as exactly the QR Platba string', () => {
    assert.match(spd, /^SPD\*1\.0\*ACC:CZ\d{22}\*AM:\d+(\.\d{1,2})?\*CC:CZK\*X-VS:\d{1,10}\*MSG:/);
    assert.equal(readQrPng(qrPng(qrMatrix(spd))), spd);
  });

  it('tells one string from another', () => {
    const other = spd.replace('X-VS:26000001', 'X-VS:26000002');
    assert.notEqual(readQrPng(qrPng(qrMatrix(other))), spd);
  });
});
