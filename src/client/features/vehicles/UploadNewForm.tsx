import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_LABELS, VEHICLE_MESSAGES, documentSlotProblem, type DocumentKey } from '../../../shared/vehicle';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/useNotify';
import { errorMessage } from '../../app/errors';
import { chosenFileProblem } from './fileChecks';
import { useUploadDocumentMutation } from './vehiclesApi';

interface UploadNewFormProps {
  truckNo: string;
  docKey: DocumentKey;
  /** Called after a successful upload. */
  onUploaded?: () => void;
}

/** A new file with its dates for an expired or missing document (POST /upload). */
export function UploadNewForm({ truckNo, docKey, onUploaded }: UploadNewFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const notify = useNotify();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = (await chosenFileProblem(file)) ?? documentSlotProblem({ hasFile: true, startDate, endDate });
    if (problem) return notify.error(problem);
    const result = await upload({ truck_no: truckNo, field_name: docKey, file: file!, start_date: startDate, end_date: endDate });
    if (result.error) return notify.error(errorMessage(result.error, { serverWords: 'refusals', fallback: VEHICLE_MESSAGES.uploadFailed }));
    notify.success(VEHICLE_MESSAGES.uploaded);
    onUploaded?.();
  }

  const label = DOCUMENT_LABELS[docKey];
  return (
    <form className="upload-new" onSubmit={onSubmit} noValidate aria-label={`Upload new ${label}`}>
      <div className="upload-new__field upload-new__file">
        <label htmlFor={`${id}-file`}>New File</label>
        <input id={`${id}-file`} type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <div className="upload-new__field">
        <label htmlFor={`${id}-start`}>Start Date</label>
        <input id={`${id}-start`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
      </div>
      <div className="upload-new__field">
        <label htmlFor={`${id}-end`}>End Date</label>
        <input id={`${id}-end`} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
      </div>
      <Button type="submit" className="upload-new__submit" busy={isLoading} busyLabel="Uploading...">
        Upload
      </Button>
    </form>
  );
}
