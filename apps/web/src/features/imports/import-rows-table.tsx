import type { TImport, TImportRow } from '@keydate/domain';
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Table, Td, Th } from '../../components/ui/table.tsx';
import { ContractsPager } from '../contracts/list/contracts-pager.tsx';
import { IMPORT_MSG, IMPORT_MSG_FN } from './import-messages.ts';
import {
  fixableFields,
  hasProblems,
  isDuplicate,
  ROWS_PER_PAGE,
  rowCells,
  rowCounts,
  rowMatches,
  type TRowFilter,
} from './import-rows.ts';
import { RowFix } from './row-fix.tsx';

const FILTERS: ReadonlyArray<{ value: TRowFilter; label: string }> = [
  { value: 'all', label: IMPORT_MSG.filterAll },
  { value: 'problems', label: IMPORT_MSG.filterProblems },
  { value: 'duplicates', label: IMPORT_MSG.filterDuplicates },
];

const HEADERS = [
  IMPORT_MSG.rowHeader,
  IMPORT_MSG.nameHeader,
  IMPORT_MSG.propertiesHeader,
  IMPORT_MSG.vendorHeader,
  IMPORT_MSG.startHeader,
  IMPORT_MSG.endHeader,
  IMPORT_MSG.noticeHeader,
  IMPORT_MSG.statusHeader,
];

function RowStatus({ row }: { row: TImportRow }) {
  if (hasProblems(row)) {
    return (
      <ul className="space-y-1 text-sm text-red-700">
        {row.errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>{error.message}</li>
        ))}
      </ul>
    );
  }
  return isDuplicate(row) ? (
    <Badge tone="blue">{IMPORT_MSG.alreadyInKeydate}</Badge>
  ) : (
    <Badge tone="green">{IMPORT_MSG.ready}</Badge>
  );
}

type TFocusTarget = { row: number; on: 'fix' | 'status' } | null;

/**
 * The rows, 50 a page, filtered; a row with problems opens its cells for correction in place. A row
 * corrected under a filter it no longer matches stays until the filter or page changes, so nothing
 * jumps away under the person's hands.
 */
export function ImportRowsTable({ data }: { data: TImport }) {
  const [filter, setFilter] = useState<TRowFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());
  const [focusTarget, setFocusTarget] = useState<TFocusTarget>(null);
  const fixButtons = useRef(new Map<number, HTMLButtonElement>());
  const statusCells = useRef(new Map<number, HTMLTableCellElement>());
  const formIdBase = useId();
  const filterName = useId();

  const counts = useMemo(() => rowCounts(data.rows), [data.rows]);
  const shown = useMemo(
    () => data.rows.filter((row) => rowMatches(row, filter) || kept.has(row.row)),
    [data.rows, filter, kept],
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const visible = shown.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE);

  useEffect(() => {
    if (!focusTarget) return;
    const element =
      focusTarget.on === 'fix'
        ? fixButtons.current.get(focusTarget.row)
        : statusCells.current.get(focusTarget.row);
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function choose(next: TRowFilter) {
    setFilter(next);
    setPage(1);
    setKept(new Set());
    setEditing(null);
  }

  function closeEditor(row: number, on: 'fix' | 'status') {
    setEditing(null);
    setFocusTarget({ row, on });
  }

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{IMPORT_MSG.filterLegend}</legend>
        <span aria-hidden="true" className="mr-1 text-sm font-medium text-slate-700">
          {IMPORT_MSG.filterLegend}
        </span>
        {FILTERS.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ring-slate-300 has-checked:bg-blue-700 has-checked:text-white has-checked:ring-blue-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600"
          >
            <input
              type="radio"
              name={filterName}
              value={option.value}
              checked={filter === option.value}
              onChange={() => choose(option.value)}
              className="sr-only"
            />
            {IMPORT_MSG_FN.filterOption(option.label, counts[option.value])}
          </label>
        ))}
      </fieldset>
      <Table caption={IMPORT_MSG.rowsCaption}>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <Th key={header}>{header}</Th>
            ))}
            <Th>
              <span className="sr-only">{IMPORT_MSG.actionsHeader}</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {visible.length === 0 ? (
            <tr>
              <Td colSpan={HEADERS.length + 1} className="py-8 text-center text-slate-600">
                {IMPORT_MSG.noRowsToShow}
              </Td>
            </tr>
          ) : null}
          {visible.map((row) => {
            const cells = rowCells(row);
            const open = editing === row.row;
            const formId = `${formIdBase}-${row.row}`;
            return (
              <Fragment key={row.row}>
                <tr className={hasProblems(row) ? 'bg-red-50/40' : undefined}>
                  <Td className="tabular-nums text-slate-600">{row.row}</Td>
                  <Td className="font-medium text-slate-900">{cells.name}</Td>
                  <Td>{cells.properties}</Td>
                  <Td>{cells.vendor}</Td>
                  <Td className="whitespace-nowrap">{cells.start}</Td>
                  <Td className="whitespace-nowrap">{cells.end}</Td>
                  <Td className="whitespace-nowrap">{cells.notice}</Td>
                  <td
                    tabIndex={-1}
                    ref={(cell) => {
                      if (cell) statusCells.current.set(row.row, cell);
                      else statusCells.current.delete(row.row);
                    }}
                    className="px-4 py-3 align-middle text-slate-800 focus:outline-2 focus:outline-blue-600"
                  >
                    <RowStatus row={row} />
                  </td>
                  <Td>
                    {hasProblems(row) || open ? (
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        aria-label={IMPORT_MSG_FN.fixRow(row.row)}
                        aria-expanded={open}
                        aria-controls={open ? formId : undefined}
                        ref={(button) => {
                          if (button) fixButtons.current.set(row.row, button);
                          else fixButtons.current.delete(row.row);
                        }}
                        onClick={() => (open ? closeEditor(row.row, 'fix') : setEditing(row.row))}
                      >
                        {IMPORT_MSG.fix}
                      </button>
                    ) : null}
                  </Td>
                </tr>
                {open ? (
                  <tr>
                    <td colSpan={HEADERS.length + 1} className="p-0">
                      <RowFix
                        id={formId}
                        importId={data.id}
                        row={row}
                        fields={fixableFields(data, row)}
                        onCancel={() => closeEditor(row.row, 'fix')}
                        onChecked={(checked) => {
                          if (hasProblems(checked)) return;
                          setKept((rows) => new Set(rows).add(checked.row));
                          closeEditor(checked.row, 'status');
                        }}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
      <ContractsPager
        page={current}
        pageSize={ROWS_PER_PAGE}
        total={shown.length}
        onPage={(next) => {
          setPage(next);
          setEditing(null);
        }}
      />
    </div>
  );
}
