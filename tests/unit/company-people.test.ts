import { describe, expect, it } from 'vitest';
import { headcount, milestones, people, places } from '../../app/content/company-people.ts';
import { teamIds } from '../../app/content/vacancies.ts';
import { initialsOf } from '../../app/lib/initials.ts';
import { companyLegal } from '../../app/shared/site-legal.ts';
import de from '../../locales/de/aboutUs.json';
import careersDe from '../../locales/de/careers.json';
import en from '../../locales/en/aboutUs.json';
import careersEn from '../../locales/en/careers.json';

describe('the company’s people', () => {
  it('names as managing directors exactly those of the imprint', () => {
    expect(people.filter((person) => person.managingDirector).map((person) => person.name)).toEqual([...companyLegal.managingDirectors]);
  });

  it('gives every team one lead, and the about-us page a line for everyone in the leadership', () => {
    expect(people.map((person) => person.leads).sort()).toEqual([...teamIds].sort());
    const leadership = people.filter((person) => person.leadership).map((person) => person.id);
    expect(Object.keys(de.leadership.people)).toEqual(leadership);
  });

  it.each([
    ['de', de, careersDe],
    ['en', en, careersEn],
  ] as const)('gives a person the same title on the careers page as on about us (%s)', (_lang, about, careers) => {
    const leads: Record<string, string> = careers.teams.leads;
    for (const [id, { role }] of Object.entries(about.leadership.people)) expect(leads[id]).toBe(role);
  });

  it('writes monograms from first and last name, leaving titles out', () => {
    expect(initialsOf('Dr. Katrin Albers')).toBe('KA');
    expect(initialsOf('Jonas Wendt')).toBe('JW');
    expect(initialsOf('Cher')).toBe('C');
  });

  it('counts its people from the places and dates its years in order', () => {
    expect(headcount).toBe(places.reduce((sum, place) => sum + place.people, 0));
    const years = milestones.map((milestone) => milestone.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });
});
