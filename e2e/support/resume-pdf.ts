import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export type ResumePerson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  jobs: { title: string; company: string; dates: string }[];
  school: { institution: string; degree: string; dates: string };
  skills: string[];
};

/**
 * A two-column resume: name and contact across the top, skills and education in a narrow left
 * column, experience in the right column, as many resume templates lay them out.
 */
export const makeTwoColumnResumePdf = async (person: ResumePerson) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, font = regular) =>
    page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });

  write(`${person.firstName} ${person.lastName}`, 40, 790, 22, bold);
  write(`${person.email}  |  ${person.phone}  |  ${person.city}`, 40, 768);

  // Left column: skills and education.
  let left = 720;
  write('Skills', 40, left, 13, bold);
  for (const skill of person.skills) write(skill, 40, (left -= 16));
  left -= 30;
  write('Education', 40, left, 13, bold);
  write(person.school.institution, 40, (left -= 16));
  write(person.school.degree, 40, (left -= 14));
  write(person.school.dates, 40, (left -= 14));

  // Right column: experience.
  let right = 720;
  write('Experience', 230, right, 13, bold);
  for (const job of person.jobs) {
    write(job.title, 230, (right -= 20), 11, bold);
    write(job.company, 230, (right -= 14));
    write(job.dates, 230, (right -= 14));
    right -= 10;
  }
  return Buffer.from(await pdf.save());
};
