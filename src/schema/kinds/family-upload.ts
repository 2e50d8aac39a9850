/**
 * Uploads (`{ src, title }` in `jsonb`): the URL the API made from bytes it judged itself
 * (POST /infrastructure/3.0/image/upload), of an accepted type and within the field's size.
 */
import { formatBytes, uploadProblem } from '../../domain/validators/upload';
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
