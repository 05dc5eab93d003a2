/** The resume rows of a demo applicant, with an ID number that fits the age and gender of the application. */
import { ageFromIdCard, formatApiTime } from '@hr/contract';
import type { DemoResume } from './demo-applications-data.ts';

/** GB 11643 check character of the first 17 digits of an ID number. */
function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

/** An ID number of the person's county whose birth date gives `age` today and whose gender digit fits. */
function idCardOf(r: DemoResume, age: number, gender: number, i: number, now: number): string {
  const today = formatApiTime(new Date(now))!;
  const year = Number(today.slice(0, 4)) - age - (r.birthday > today.slice(5, 10).replace('-', '') ? 1 : 0);
  const first17 = `${r.county}${year}${r.birthday}${String(10 + i).padStart(2, '0')}${gender === 1 ? 3 : 4}`;
  const id = first17 + idCheckChar(first17);
  if (ageFromIdCard(id, new Date(now)) !== age) throw new Error(`demo ID of ${r.tel} does not give ${age}`);
  return id;
}

/** The resume rows of one person. */
export function resumeRows(
  r: DemoResume,
  code: string,
  person: { usrName: string; usrAge: number; usrGender: number },
  i: number,
  now: number,
) {
  return {
    resume: {
      resumeCode: code,
      usrCode: `U_DEMO_${r.tel}`,
      usrName: person.usrName,
      usrTel: r.tel,
      usrIdCard: idCardOf(r, person.usrAge, person.usrGender, i, now),
      usrGender: person.usrGender,
      workingYear: r.workingYear,
      academicRequirement: r.education,
      recruit: r.recruit,
      usrProvince: r.county.slice(0, 2),
      usrCity: r.county.slice(0, 4),
      usrCountry: r.county,
      expectPosition: r.expectPosition,
      workType: r.workType,
      specialSkills: r.skills,
    },
    work: r.work.map((w, sort) => ({
      resumeCode: code,
      sort,
      experienceCode: `${code}_W${sort + 1}`,
      compyName: w.compyName,
      jobName: w.jobName,
      jobCategoryName: w.category,
      beginTime: w.begin,
      endTime: w.end,
      workContent: w.content,
    })),
    schools: r.schools.map((s, sort) => ({
      resumeCode: code,
      sort,
      educationCode: `${code}_E${sort + 1}`,
      schoolName: s.name,
      professionName: s.major,
      academicRequirement: s.education,
      recruit: s.recruit,
      beginTime: s.begin,
      endTime: s.end,
    })),
    trains: r.trains.map((t, sort) => ({
      resumeCode: code,
      sort,
      trainCode: `${code}_T${sort + 1}`,
      trainOrganizaName: t.organization,
      trainContent: t.content,
      beginTime: t.begin,
      endTime: t.end,
    })),
    certificates: r.certificates.map((c, sort) => ({
      resumeCode: code,
      sort,
      vcName: c.name,
      issueTime: c.issued,
    })),
  };
}
