import { describe, expect, it } from 'vitest';
import { readProduct, readTraction } from './read-product';

describe('readProduct: what the product is, in the founder’s words, said of it by name', () => {
  it.each([
    [
      'PawNotes',
      'AI scribe for veterinary clinics: listens to the consult and writes the medical record. 310 clinics. Raising a CAD 10M Series A.',
      'PawNotes offers an AI scribe for veterinary clinics: listens to the consult and writes the medical record.',
    ],
    [
      'BaridiCold',
      'Solar-powered cold rooms for smallholder dairy farmers in Kenya, paid per litre stored. Raising $400k pre-seed.',
      'BaridiCold offers solar-powered cold rooms for smallholder dairy farmers in Kenya, paid per litre stored.',
    ],
    [
      'Kudi Stall',
      'Working capital for open-market traders in Lagos, repaid daily by mobile money.',
      'Kudi Stall offers working capital for open-market traders in Lagos, repaid daily by mobile money.',
    ],
    [
      'Calora',
      'We install heat pumps in French apartment blocks and sell the heat.',
      'Calora installs heat pumps in French apartment blocks and sells the heat.',
    ],
    [
      'Tapa',
      'A social app for booking group dinners with strangers.',
      'Tapa is a social app for booking group dinners with strangers.',
    ],
  ])('%s', (title, description, expected) => expect(readProduct(title, description)).toBe(expected));

  it('says nothing when the founder has not said what it does', () => {
    expect(readProduct('Stealth', 'Raising $2M seed. Based in Berlin.')).toBeNull();
  });
});

describe('readTraction', () => {
  it('takes the founder’s numbers, not the raise', () => {
    expect(readTraction('We help clinics. So far: 310 clinics and $2.1M ARR. Raising $10M.')).toBe(
      '310 clinics and $2.1M ARR.',
    );
  });
});
