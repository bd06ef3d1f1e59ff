// The register import API (docs/domain.md, Importing a register): an import is read once from its file,
// then kept by the server, checked again after each change, and written once.
import {
  type TImport,
  type TImportCommit,
  type TImportSettings,
  type TImportValues,
  type TRegisterFormat,
  ZImport,
  ZImportResult,
  ZImportRow,
} from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { request, requestFile, sendForm } from '../../lib/api.ts';

export const importQueryKey = (id: string) => ['imports', id] as const;

const importPath = (id: string) => `/imports/${encodeURIComponent(id)}`;

/** POST /api/imports: the file after its settings, so the server has them before the bytes stream in. */
export function startImport(
  file: File,
  { sheet }: { sheet?: string },
  onProgress?: (percent: number) => void,
): Promise<TImport> {
  const form = new FormData();
  if (sheet) form.append('sheet', sheet);
  form.append('file', file, file.name);
  return sendForm('/imports', form, ZImport, { onProgress });
}

export const fetchImport = (id: string, signal?: AbortSignal) => request(importPath(id), ZImport, { signal });

/** PATCH /api/imports/:id: another mapping or date order; every row checked again. */
export const updateImport = (id: string, settings: TImportSettings) =>
  request(importPath(id), ZImport, { method: 'PATCH', body: settings });

/** PATCH /api/imports/:id/rows/:row: the corrected cells; answers the row checked again. */
export const correctImportRow = (id: string, row: number, values: TImportValues) =>
  request(`${importPath(id)}/rows/${row}`, ZImportRow, { method: 'PATCH', body: { values } });

export const commitImport = (id: string, choice: TImportCommit) =>
  request(`${importPath(id)}/commit`, ZImportResult, { method: 'POST', body: choice });

export const fetchImportTemplate = (format: TRegisterFormat) =>
  requestFile(`/imports/template?format=${format}`);

/**
 * The import as the server last checked it. Every answer that changes it is put in the cache by its
 * caller, so it is fetched again only when asked (a corrected row refreshes the summary).
 */
export function useImport(id: string) {
  return useQuery({
    queryKey: importQueryKey(id),
    queryFn: ({ signal }) => fetchImport(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
