// What the contract journeys share: a small PDF and the wizard's steps.
import type { Page } from '@playwright/test';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';

/** A small but valid one-page PDF holding `text`. */
export const minimalPdf = (text = 'Linen service agreement') => buildTextPdf([[text]]);

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${title.replace('&', '\\&')}$`) });
