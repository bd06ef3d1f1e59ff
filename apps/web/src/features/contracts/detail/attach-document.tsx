import { MSG, type TContract } from '@keydate/domain';
import { FilePickerButton } from './file-picker-button.tsx';
import { useAttachDocument } from './use-contract-actions.ts';

/** The first document of a contract that has none (an imported one), attached by an admin. */
export function AttachDocument({ contract }: { contract: TContract }) {
  return (
    <FilePickerButton
      label="Attach document"
      upload={useAttachDocument(contract)}
      failed={MSG.updateContractFailed}
      progressLabel="Uploading document"
      centred
    />
  );
}
