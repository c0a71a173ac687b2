// What forms and applications use of form responses: reading a form, checking and writing the
// answers (with their files), and the saved response as the client gets it.
export { fileIdsOf } from './answer-file-values.ts';
export { findForm, findFormRow, toStoredForm, type LoadedForm } from './find-form.ts';
export { pickKnownAnswers } from './form-answers.ts';
export { ANSWERS_BODY_LIMIT, removeUnreferencedFiles } from './form-files.ts';
export { ANSWER_FILE_BODY_LIMIT, receiveAnswerFile } from './receive-answer-file.ts';
export { toSavedResponse } from './to-saved-response.ts';
export { findDraft, writeResponse } from './write-response.ts';
