/**
 * Uploads (`{ src, title }` in `jsonb`): the URL the API made from bytes it judged itself
 * (POST /infrastructure/3.0/image/upload), of an accepted type and within the field's size.
 */
import { chosenFileIssue, formatBytes, uploadProblem } from '../../domain/validators/upload';
import { msg } from '../messages';
import type { UploadField } from '../types';
import { jsonColumn } from './family-json';
import type { KindSpec } from './kind';

export const uploadKind: KindSpec<UploadField> = {
  ...jsonColumn,
  schema: (field, { yup }) =>
    yup
      .mixed()
      .nullable()
      .test({
        name: 'upload',
        skipAbsent: true,
        test: (v, ctx) => {
          const chosen = (v as { rawFile?: unknown } | null)?.rawFile;
          if (chosen instanceof Blob) {
            // A file chosen in the browser, kept by the drop zone even when refused: its size or type.
            const issue = chosenFileIssue(chosen, field.accept, field.maxBytes);
            return issue ? ctx.createError({ message: msg(issue.key, issue.params) }) : true;
          }
          const problem = uploadProblem(v, field.accept, field.maxBytes);
          if (problem === 'size')
            return ctx.createError({
              message: msg('validation.file_size', { max: formatBytes(field.maxBytes) }),
            });
          if (problem === 'not_object') return ctx.createError({ message: msg('validation.not_object') });
          return problem ? ctx.createError({ message: msg('validation.file_type') }) : true;
        },
      }),
};
