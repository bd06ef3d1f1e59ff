import type { TDateOrder } from '@keydate/domain';
import { Button } from '../../components/ui/button.tsx';
import { IMPORT_MSG } from './import-messages.ts';

const ORDERS: ReadonlyArray<[TDateOrder, string]> = [
  ['DMY', IMPORT_MSG.dayMonthYear],
  ['MDY', IMPORT_MSG.monthDayYear],
];

/** The file's dates read two ways: the server asks (its `message`) and the person answers. */
export function DateOrderQuestion({
  message,
  busy,
  onChoose,
}: {
  message: string;
  busy: boolean;
  onChoose: (order: TDateOrder) => void;
}) {
  return (
    <fieldset className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <legend className="float-left w-full font-semibold text-amber-950">{message}</legend>
      <p className="clear-left pt-1 text-sm text-amber-900">{IMPORT_MSG.dateOrderLegend}:</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {ORDERS.map(([order, label]) => (
          <Button key={order} variant="secondary" disabled={busy} onClick={() => onChoose(order)}>
            {label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
