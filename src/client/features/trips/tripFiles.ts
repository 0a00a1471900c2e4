import type { TripAttachment } from '../../../shared/trip';
import { useDownloadFileMutation } from '../../app/download';

/**
 * GET /api/download/{id}/{fileField} as a browser download under the file's original name,
 * through the app's one download path. The returned function throws when the file could not be
 * fetched, so the row can say so.
 */
export function useDownloadTripFile() {
  const [download] = useDownloadFileMutation();
  return (attachment: TripAttachment) => download({ url: attachment.filepath, fallbackName: attachment.originalname }).unwrap();
}
