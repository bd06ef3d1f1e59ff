import { MSG, type TDocumentAnalysis } from '@keydate/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ANALYZE,
  fillBasics,
  nextButton,
  pdfFile,
  stepHeading,
  wizardServer,
} from '../features/contracts/wizard/wizard-test-kit.tsx';
import { json } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

const read = (duplicateOf?: TDocumentAnalysis['duplicateOf']): TDocumentAnalysis => ({
  textLayer: true,
  pages: 1,
  recognisedPages: [],
  suggestions: {},
  ...(duplicateOf ? { duplicateOf } : {}),
});

describe('upload page', () => {
  it('offers Upload many beside the wizard, which keeps its own title and steps', async () => {
    wizardServer();
    const { user, router } = renderApp('/app/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Contract' })).toBeTruthy();
    await stepHeading('Basic Information');
    await user.click(screen.getByRole('link', { name: 'Upload many' }));
    expect(router.state.location.pathname).toBe('/app/upload/many');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload many' })).toBeTruthy();
  });

  it('says when the chosen document is already a contract, with a link, and still lets the person go on', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, read({ kind: 'contract', _id: 'c-linen', name: 'Linen Service' })));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    await user.upload(screen.getByLabelText('Contract Document'), pdfFile());
    expect(await screen.findByText('This document is already stored as "Linen Service"')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.openStoredContract }).getAttribute('href')).toBe(
      '/app/contracts/c-linen',
    );
    await user.click(nextButton());
    await stepHeading('Contract Lifecycle');
  });

  it('names a draft that already holds the document, with a link to the review queue', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, read({ kind: 'draft', _id: 'd-1', name: 'linen.pdf' })));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    await user.upload(screen.getByLabelText('Contract Document'), pdfFile());
    expect(await screen.findByText('This document is already stored as "linen.pdf"')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.openStoredDraft }).getAttribute('href')).toBe(
      '/app/drafts?draft=d-1',
    );
  });

  it('says nothing of duplicates for a document the workspace does not hold', async () => {
    const server = wizardServer();
    server.on(ANALYZE, json(200, read()));
    const { user } = renderApp('/app/upload');
    await fillBasics(user);

    await user.upload(screen.getByLabelText('Contract Document'), pdfFile());
    expect(await screen.findByText('The document was read; it states none of the key dates.')).toBeTruthy();
    expect(screen.queryByText(/already stored as/)).toBeNull();
  });
});
