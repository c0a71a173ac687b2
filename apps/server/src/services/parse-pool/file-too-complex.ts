import { AppError } from '../../http/app-error.ts';

export const fileTooComplex = () =>
  new AppError(
    422,
    'file_too_complex',
    'This file is too complex to read. Please upload a simpler or smaller file.',
  );
