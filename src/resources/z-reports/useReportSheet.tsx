/** The sheet of a Z report record or an X report answer, in the UI's language. */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ZFigures } from '../../domain/z-report';
import { useFormat } from '../../schema/ui/useFormat';
import { reportSheet, type ReportHeader, type Sheet } from './reportSheet';

export function useReportSheet(header: ReportHeader | null, figures: ZFigures | null): Sheet | null {
  const translate = useTranslate();
  const { locale } = useFormat();
  return useMemo(
    () => (header && figures ? reportSheet(header, figures, translate, locale) : null),
    [header, figures, translate, locale],
  );
}
