import { EXPORT_FORMAT_INFO, EXPORT_FORMATS, EXPORT_PURPOSES, exportExtension } from '../../../common/export/export-formats';
import type { ExportFormat, ExportPurpose } from '../../../common/export/export-formats';
import type { ExportFileChoice } from './export-file-choice';
import { PURPOSE_CHOICES, fileChoiceFor, formatFitsScope, formatHint } from './export-file-choice';
import type { ExportDialogScope } from './export-scope';

interface ExportFormatChoicesProps {
  id: string;
  scope: ExportDialogScope;
  choice: ExportFileChoice;
  onChoice: (choice: ExportFileChoice) => void;
  /** What a CSV or TSV is for (remembered by the dialog). */
  purpose: ExportPurpose;
  onPurpose: (purpose: ExportPurpose) => void;
}

/** The file's format, its compression and, for the delimited formats, what the file is for and the byte order mark. */
export function ExportFormatChoices({ id, scope, choice, onChoice, purpose, onPurpose }: ExportFormatChoicesProps) {
  const info = EXPORT_FORMAT_INFO[choice.format];
  const sent = fileChoiceFor(choice, purpose);
  const delimited = choice.format === 'csv' || choice.format === 'tsv';
  return (
    <fieldset className="fieldset export-format">
      <legend>File</legend>
      <div className="export-format__row">
        <div className="inline-field export-format__select">
          <label htmlFor={`${id}-format`}>Format</label>
          <select
            id={`${id}-format`}
            value={choice.format}
            aria-describedby={`${id}-format-hint`}
            onChange={(event) => onChoice({ ...choice, format: event.target.value as ExportFormat })}
          >
            {EXPORT_FORMATS.map((format) => (
              <option key={format} value={format} disabled={!formatFitsScope(format, scope)}>
                {EXPORT_FORMAT_INFO[format].label} (.{EXPORT_FORMAT_INFO[format].extension})
                {formatFitsScope(format, scope) ? '' : ' — not for all results'}
              </option>
            ))}
          </select>
        </div>
        {info.gzip && (
          <div className="choice">
            <input
              id={`${id}-gzip`}
              type="checkbox"
              checked={choice.gzip}
              onChange={(event) => onChoice({ ...choice, gzip: event.target.checked })}
            />
            <label htmlFor={`${id}-gzip`}>Compress (.{info.extension}.gz)</label>
          </div>
        )}
        {delimited && (
          <div className="choice">
            <input
              id={`${id}-bom`}
              type="checkbox"
              checked={choice.bom}
              onChange={(event) => onChoice({ ...choice, bom: event.target.checked })}
            />
            <label htmlFor={`${id}-bom`}>Add a byte order mark (for Excel)</label>
          </div>
        )}
      </div>
      {delimited && (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-purpose-label`}
          aria-describedby={`${id}-format-hint`}
          className="export-format__row export-format__purpose"
        >
          <span id={`${id}-purpose-label`}>The file is for</span>
          {EXPORT_PURPOSES.map((option) => (
            <div className="choice" key={option}>
              <input
                id={`${id}-purpose-${option}`}
                type="radio"
                name={`${id}-purpose`}
                checked={purpose === option}
                onChange={() => onPurpose(option)}
              />
              <label htmlFor={`${id}-purpose-${option}`}>{PURPOSE_CHOICES[option].label}</label>
            </div>
          ))}
        </div>
      )}
      <p id={`${id}-format-hint`} className="modal__hint export-scope__hint">
        {formatHint(choice.format)} {delimited && `${PURPOSE_CHOICES[purpose].hint} `}The file ends in{' '}
        <code>.{exportExtension(sent.format, sent.compression)}</code>.
      </p>
    </fieldset>
  );
}
