import { API_MSG, type TContractMetadata, ZContractMetadata } from '@keydate/domain';
import { badRequest } from '../../lib/http-error.ts';
import { validationError } from '../../lib/zod-errors.ts';
import { refuseControlCharacters } from '../../plugins/input-guard.ts';

/** The upload's metadata part (JSON text, or a value the parser already read as JSON) as checked input. */
export function parseContractMetadata(raw: unknown): TContractMetadata {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    throw badRequest(API_MSG.metadataMissing, { metadata: API_MSG.metadataMissing });
  }
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(API_MSG.metadataInvalidJson, { metadata: API_MSG.metadataInvalidJson });
    }
  }
  refuseControlCharacters(value);
  const parsed = ZContractMetadata.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
