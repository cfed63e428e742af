import { describe, expect, it } from 'vitest';
import { readBusinessModel } from './business-model';
import { areBusinesses, readCustomers } from './customers';

describe('readCustomers', () => {
  it.each([
    ['Scheduling software for dental clinics', 'dental clinics'],
    ['We help e-commerce merchants reconcile payouts', 'e-commerce merchants'],
    ['A CRISPR diagnostic sold to hospital labs', 'hospital labs'],
    ['Battery passports for battery makers and recyclers', 'battery makers and recyclers'],
    ['Restaurants use it to cut food waste', 'restaurants'],
    ['Working capital for small businesses in Nigeria', 'small businesses'],
    ['Credit for 2M kirana stores', 'kirana stores'],
    ['Helps SMBs get paid faster', 'SMBs'],
    ['Built for busy freight brokers, so they can quote in seconds', 'freight brokers'],
  ])('%s', (text, expected) => expect(readCustomers(text)).toBe(expected));

  it('reads no customers from purposes, durations or the raise', () => {
    for (const text of [
      'Raising for the first time',
      'Runway for 18 months',
      'Selling for $2M',
      'An AI model',
      '',
    ])
      expect(readCustomers(text), text).toBeNull();
  });

  it('tells organisations from people', () => {
    expect(areBusinesses('dental clinics')).toBe(true);
    expect(areBusinesses('Shopify merchants')).toBe(true);
    expect(areBusinesses('parents')).toBe(false);
    expect(areBusinesses(null)).toBe(false);
  });
});

describe('readBusinessModel', () => {
  const model = (text: string) => readBusinessModel(text, readCustomers(text));
  it.each([
    ['A CRISPR-based diagnostic test sold to hospital labs', 'medtech-diagnostics'],
    ['Bookkeeping tool for Shopify merchants', 'b2b-saas'],
    ['A two-sided marketplace connecting caregivers with families', 'marketplace'],
    ['Cross-border payments for African SMEs', 'fintech-transactions'],
    ['Skincare brand, D2C, sold on our own online store', 'ecommerce-d2c'],
    ['Meditation app for parents, $9 per month subscription', 'consumer-subscription'],
    ['A social app for teens to share playlists', 'consumer-app'],
    ['Solid-state batteries for electric scooters', 'hardware'],
    ['Quantum sensors for navigation without GPS', 'deep-tech'],
    ['A dev agency building MVPs for startups', 'services'],
    ['Novel antibody therapeutics for autoimmune disease', 'biotech-therapeutics'],
  ])('%s', (text, expected) => expect(model(text)).toBe(expected));

  it('says nothing when no rule applies', () => {
    expect(model('Something new for parents')).toBeNull();
    expect(model('')).toBeNull();
  });
});
