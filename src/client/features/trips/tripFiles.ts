import { API_BASE } from '../../app/baseQuery';
import type { TripAttachment } from '../../../shared/trip';
import { saveFile } from '../exports/saveFile';

/**
 * GET /api/download/{id}/{fileField} as a browser download under the file's original name.
 * Fetched rather than linked, so a failure is reported on the page instead of replacing it.
 * Throws when the file could not be fetched.
 */
export async function downloadTripFile(attachment: TripAttachment): Promise<void> {
  const response = await fetch(`${API_BASE}${attachment.filepath}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  saveFile(await response.blob(), attachment.originalname);
}
