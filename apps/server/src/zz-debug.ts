import { renderResumePdf } from './modules/profile/export/render-resume-pdf.ts';
import { writeFileSync } from 'node:fs';
const p: any = {
  firstName: 'Łukasz',
  lastName: 'Żółkiewski',
  email: 'a@b.c',
  headline: 'Inżynier',
  summary: '',
  location: null,
  phones: [],
  links: [],
  workExperience: [
    {
      title: 'Программист',
      company: 'Яндекс',
      startDate: '2019-02',
      endDate: null,
      isCurrent: false,
      location: '',
      description: '负责后端服务 — Ελληνικά — हिन्दी — తెలుగు — ภาษาไทย — עברית',
    },
  ],
  education: [
    { institution: 'جامعة القاهرة', degree: 'BSc', field: 'CS', startDate: null, endDate: null },
  ],
  skills: [{ name: 'Иван 王伟 محمد' }],
  languages: [],
  certifications: [],
};
try {
  const b = await renderResumePdf(p);
  writeFileSync('/tmp/h12s/r.pdf', b);
  console.log('ok', b.length);
} catch (e) {
  console.log(e);
}
