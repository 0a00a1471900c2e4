import { TRIP_FILE_FIELDS, type TripRecord } from '../../../../shared/trips';
import { PaperPicker } from './PaperPicker';
import type { TripPapersState } from './use-trip-papers';
import './papers.css';

interface TripPapersFieldsProps {
  papers: TripPapersState;
  /** A stored trip whose papers on file are named beside each choice. */
  trip?: TripRecord;
  disabled?: boolean;
}

/** The four papers of a trip, each from the camera or from a file (photos become PDFs here). */
export function TripPapersFields({ papers, trip, disabled }: TripPapersFieldsProps) {
  return (
    <fieldset className="trip-papers">
      <legend>Papers</legend>
      <p className="trip-papers__hint">
        A photo is made into a PDF on this device (under 1 MB); a PDF file goes as it is.
      </p>
      <div className="trip-papers__list">
        {TRIP_FILE_FIELDS.map((field) => (
          <PaperPicker
            key={field}
            field={field}
            state={papers.papers[field]}
            onFile={trip?.[field]?.originalname ?? null}
            disabled={disabled}
            onChoose={papers.choose}
            onRemove={papers.remove}
          />
        ))}
      </div>
    </fieldset>
  );
}
