// RFC 4180 CSV as spreadsheets export it: comma separated, fields optionally in double quotes
// (a doubled quote inside is one quote, and quoted fields may span lines), CRLF or LF endings.

export interface CsvRecord {
  /** 1-based line of the file where the record starts, for messages to the operator. */
  line: number;
  fields: string[];
}

/** Records in file order; blank lines are skipped. Throws on an unterminated quoted field. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  // A spreadsheet's UTF-8 export often starts with a byte order mark.
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let fieldStarted = false;

  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '' || fieldStarted) {
      records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    fieldStarted = false;
  };

  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`Unterminated quoted field starting on line ${recordLine}`);
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}
