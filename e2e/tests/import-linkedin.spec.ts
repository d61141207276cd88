import { strToU8, zipSync } from 'fflate';
import { expect, test } from '../fixtures';
import { dashboardReady, serverList } from './dashboard-helpers';
import { preview } from './editor-helpers';

/** A small LinkedIn data export as the member downloads it: a folder of CSVs with a BOM and multi-line cells. */
const linkedInZip = () =>
  Buffer.from(
    zipSync({
      'Basic_LinkedInDataExport/Profile.csv': strToU8(
        '\uFEFFFirst Name,Last Name,Headline,Summary,Geo Location\r\nNiamh,Byrne,Data Engineer,"Pipelines.\nAt scale.","Galway, Ireland"\r\n',
      ),
      'Basic_LinkedInDataExport/Positions.csv': strToU8(
        '\uFEFFCompany Name,Title,Description,Location,Started On,Finished On\r\nWavelength,Data Engineer,"• Built the lakehouse\n• Cut batch time by half",Galway,Feb 2022,\r\n',
      ),
      'Basic_LinkedInDataExport/Skills.csv': strToU8('\uFEFFName\r\nSpark\r\n'),
    }),
  );

test('importing a LinkedIn data export ZIP from the dashboard creates the resume; a wrong ZIP is refused', async ({
  signedIn: page,
}) => {
  await dashboardReady(page);
  await page.getByTestId('import-file').setInputFiles({
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'cat.txt': strToU8('meow') })),
  });
  await expect(page.getByText('Cannot import resume')).toBeVisible();
  await expect(page.getByText(/This ZIP file is not a LinkedIn data export/)).toBeVisible();
  expect(await serverList(page)).toHaveLength(1);

  await page.getByTestId('import-file').setInputFiles({
    name: 'Basic_LinkedInDataExport_11-23-2026.zip',
    mimeType: 'application/zip',
    buffer: linkedInZip(),
  });
  await page.waitForURL(/\/edit\/[^/]+$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Niamh Byrne');
  await expect(preview(page)).toContainText('Built the lakehouse');
  const imported = (await serverList(page)).find((r) => r.resume.profile.fullName === 'Niamh Byrne')!.resume;
  expect(imported.meta.title).toBe('Niamh Byrne (LinkedIn)');
  expect(imported.experience[0]).toMatchObject({
    company: 'Wavelength',
    startDate: '2022-02',
    bullets: ['Built the lakehouse', 'Cut batch time by half'],
  });
  expect(imported.skills.core).toEqual(['Spark']);
});
