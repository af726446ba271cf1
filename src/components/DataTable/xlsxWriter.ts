/**
 * Writing an .xlsx file in the browser with write-excel-file, loaded only when someone exports
 * (a lazy chunk). The writer is injectable through XlsxWriterContext so tests (and, later,
 * another format) can take the sheet instead of a download.
 */
import { createContext, useContext } from 'react';
import type { SheetData } from './exportRows';

export interface XlsxFile {
  fileName: string;
  sheetName: string;
  sheet: SheetData;
}

export type XlsxWriter = (file: XlsxFile) => Promise<void>;

/** Builds the workbook and starts the download. */
export const downloadXlsx: XlsxWriter = async ({ fileName, sheetName, sheet }) => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = sheet.header.map((title) => ({ value: title, fontWeight: 'bold' as const }));
  const caption = sheet.caption === undefined ? [] : [[{ value: sheet.caption }]];
  await writeXlsxFile([...caption, header, ...sheet.rows], {
    // Sheet names: at most 31 characters, none of : \ / ? * [ ].
    sheet: sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1',
    columns: sheet.widths.map((width) => ({ width })),
    stickyRowsCount: caption.length + 1,
  }).toFile(fileName);
};

export const XlsxWriterContext = createContext<XlsxWriter>(downloadXlsx);

export function useXlsxWriter(): XlsxWriter {
  return useContext(XlsxWriterContext);
}
