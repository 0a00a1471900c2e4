import { useId } from 'react';
import { z } from 'zod';
import {
  DOCUMENT_LABELS,
  VEHICLE_MESSAGES,
  documentSlotIssue,
  type DocumentKey,
} from '../../../shared/masters/vehicle';
import { Button } from '../../ui/Button';
import { FormDateField } from '../../ui/FormDateField';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { errorMessage } from '../../app/errors';
import { chosenFileProblem } from './file-checks';
import { PdfFileInput } from './PdfFileInput';
import { useUploadDocumentMutation } from './vehicles-api';

interface UploadNewFormProps {
  truckNo: string;
  docKey: DocumentKey;
  /** Called after a successful upload. */
  onUploaded?: () => void;
}

interface UploadValues {
  file: File | null;
  startDate: string;
  endDate: string;
}

/** A new file needs a file of its own and both dates: each input is told what is wrong with it. */
const uploadNewSchema = z
  .object({ file: z.custom<File | null>(), startDate: z.string(), endDate: z.string() })
  .superRefine(async (values, ctx) => {
    const fileProblem = await chosenFileProblem(values.file);
    if (fileProblem) ctx.addIssue({ code: 'custom', message: fileProblem, path: ['file'] });
    const issue = documentSlotIssue({ hasFile: true, startDate: values.startDate, endDate: values.endDate });
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  });

/** A new file with its dates for an expired or missing document (POST /upload). */
export function UploadNewForm({ truckNo, docKey, onUploaded }: UploadNewFormProps) {
  const form = useSchemaForm<UploadValues, UploadValues>(uploadNewSchema as never, {
    file: null,
    startDate: '',
    endDate: '',
  });
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const notify = useNotify();
  const id = useId();

  async function save({ file, startDate, endDate }: UploadValues) {
    const result = await upload({
      truck_no: truckNo,
      field_name: docKey,
      file: file!,
      start_date: startDate,
      end_date: endDate,
    });
    if (result.error)
      return notify.error(
        errorMessage(result.error, { serverWords: 'refusals', fallback: VEHICLE_MESSAGES.uploadFailed }),
      );
    notify.success(VEHICLE_MESSAGES.uploaded);
    onUploaded?.();
  }

  const label = DOCUMENT_LABELS[docKey];
  const fileError = form.errorOf('file');
  return (
    <form className="upload-new" onSubmit={form.submit(save)} noValidate aria-label={`Upload new ${label}`}>
      <div className="upload-new__field upload-new__file">
        <label htmlFor={`${id}-file`}>New File</label>
        <PdfFileInput control={form.control} name="file" id={`${id}-file`} error={fileError} />
      </div>
      {(['startDate', 'endDate'] as const).map((part) => (
        <FormDateField
          key={part}
          className="upload-new__field"
          control={form.control}
          name={part}
          id={`${id}-${part === 'startDate' ? 'start' : 'end'}`}
          label={part === 'startDate' ? 'Start Date' : 'End Date'}
          error={form.errorOf(part)}
        />
      ))}
      <Button type="submit" className="upload-new__submit" busy={isLoading} busyLabel="Uploading...">
        Upload
      </Button>
    </form>
  );
}
