import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 95: the corpus laid out smaller (build.ts --probe=smaller: Letter paper, HTML at 94 %, LaTeX 1.2 cm
// wider, Word type 0.92), as pdf.js read the PDFs.

describe("duties typed one a line without stops, one of them run to the column's edge", () => {
  // uk-html-workua laid out smaller (build.ts --probe=smaller), as pdf.js read it (a word's runs joined).
  it("ends the item at the edge when the next line starts with a capital ('… областей' over 'Щотижневі …')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Досвід роботи', 42.8, 248.3, 91.7, 12.2, 'NotoSans-Bold'],
          ['Менеджер з продажу', 42.8, 447, 110.7, 9.9, 'NotoSans-Bold'],
          ['з 09.2016 по 02.2019', 42.8, 462, 92.6, 8.9, 'NotoSans-Bold'],
          ['(2 роки 5 місяців)', 134.6, 462, 75.1, 8.9, 'NotoSans-Regular'],
          [
            'ТОВ «Агропостач Україна», Київ (Оптова торгівля, дистрибуція, 50–200 співробітників)',
            42.8,
            474.8,
            376.3,
            8.9,
            'NotoSans-Regular',
          ],
          [
            'Продаж засобів захисту рослин та насіння фермерським господарствам Київської і Житомирської областей',
            42.8,
            492,
            470.8,
            8.9,
            'NotoSans-Regular',
          ],
          [
            'Щотижневі виїзди до клієнтів, презентації продукції агрономам',
            42.8,
            504.8,
            279.6,
            8.9,
            'NotoSans-Regular',
          ],
          ['Участь у виставках «Агро» та «Зернові технології»', 42.8, 517.5, 218.2, 8.9, 'NotoSans-Regular'],
          ['Виконання плану продажів на 105–120% щокварталу', 42.8, 530.3, 232.6, 8.9, 'NotoSans-Regular'],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([
      'Продаж засобів захисту рослин та насіння фермерським господарствам Київської і Житомирської областей',
      'Щотижневі виїзди до клієнтів, презентації продукції агрономам',
      'Участь у виставках «Агро» та «Зернові технології»',
      'Виконання плану продажів на 105–120% щокварталу',
    ]);
  });

  // ko-html-saramin laid out smaller, then as the corpus has it, as pdf.js read them (a word's runs joined).
  it("does so under a Korean duties label where the next line starts with a capital ('… 기준 수립' over 'CRM 캠페인 …')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['경력', 37.5, 412.5, 27.8, 11.3, 'NotoSansCJKkr-Bold'],
          ['총 8년 3개월', 63.6, 412.5, 47.7, 8.9, 'NotoSansCJKkr-Regular'],
          ['2021.01 ~ 재직중', 37.5, 444, 63.3, 8.5, 'NotoSansCJKkr-Regular'],
          ['4년 3개월', 37.5, 456, 31.2, 7.5, 'NotoSansCJKkr-Regular'],
          ['(주)한빛커머스', 122.8, 445.5, 61.9, 9.9, 'NotoSansCJKkr-Bold'],
          ['정규직', 192.6, 444.8, 19.4, 7, 'NotoSansCJKkr-Regular'],
          ['부서 그로스마케팅팀', 122.8, 461.3, 74, 8.5, 'NotoSansCJKkr-Regular'],
          ['직급/직책 과장', 207.4, 461.3, 54, 8.5, 'NotoSansCJKkr-Regular'],
          ['담당업무', 122.8, 479.3, 27.6, 7.5, 'NotoSansCJKkr-Regular'],
          [
            '자사몰 퍼포먼스 마케팅 총괄 (Google·Meta·네이버 검색광고, 월 광고비 약 3억 원 운영)',
            122.8,
            492.8,
            308.2,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
          [
            'GA4·BigQuery 기반 유입 채널 분석 대시보드를 구축하여 주간 리포트 작성 시간을 70% 단축하고 채널별 예산 재배분 기준 수립',
            122.8,
            506.3,
            446.2,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
          [
            'CRM 캠페인 (앱 푸시·카카오 알림톡) 기획 및 A/B 테스트로 재구매율 18% → 26% 개선',
            122.8,
            519,
            309.9,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
          [
            '마케터 4명으로 구성된 파트 리딩, 신규 입사자 교육 및 업무 매뉴얼 정비',
            122.8,
            531.8,
            250.7,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toHaveLength(4);
    expect(resume.experience[0]!.bullets[2]).toMatch(/^CRM 캠페인/u);
  });

  it('keeps a Korean line that wraps at any word, with no capital to start an item, in its item', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['경력', 39.8, 438.8, 29.6, 12, 'NotoSansCJKkr-Bold'],
          ['총 8년 3개월', 67.5, 438.8, 50.8, 9.5, 'NotoSansCJKkr-Regular'],
          ['2021.01 ~ 재직중', 39.8, 472.5, 67.4, 9, 'NotoSansCJKkr-Regular'],
          ['4년 3개월', 39.8, 485.3, 33.2, 8, 'NotoSansCJKkr-Regular'],
          ['(주)한빛커머스', 130.5, 474, 65.9, 10.5, 'NotoSansCJKkr-Bold'],
          ['정규직', 204.8, 473.3, 20.7, 7.5, 'NotoSansCJKkr-Regular'],
          ['부서 그로스마케팅팀', 130.5, 491.3, 78.8, 9, 'NotoSansCJKkr-Regular'],
          ['직급/직책 과장', 220.6, 491.3, 57.5, 9, 'NotoSansCJKkr-Regular'],
          ['담당업무', 130.5, 509.3, 29.4, 8, 'NotoSansCJKkr-Regular'],
          [
            '자사몰 퍼포먼스 마케팅 총괄 (Google·Meta·네이버 검색광고, 월 광고비 약 3억 원 운영)',
            130.5,
            524.3,
            328.3,
            9,
            'NotoSansCJKkr-Regular',
          ],
          [
            'GA4·BigQuery 기반 유입 채널 분석 대시보드를 구축하여 주간 리포트 작성 시간을 70% 단축하고 채널별 예산',
            130.5,
            538.5,
            409.8,
            9,
            'NotoSansCJKkr-Regular',
          ],
          ['재배분 기준 수립', 130.5, 552, 63, 9, 'NotoSansCJKkr-Regular'],
          [
            'CRM 캠페인 (앱 푸시·카카오 알림톡) 기획 및 A/B 테스트로 재구매율 18% → 26% 개선',
            130.5,
            566.3,
            330.1,
            9,
            'NotoSansCJKkr-Regular',
          ],
          [
            '마케터 4명으로 구성된 파트 리딩, 신규 입사자 교육 및 업무 매뉴얼 정비',
            130.5,
            580.5,
            267.1,
            9,
            'NotoSansCJKkr-Regular',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toHaveLength(4);
    expect(resume.experience[0]!.bullets[1]).toMatch(/채널별 예산 재배분 기준 수립$/u);
  });
});

describe("a job's description after its label whose first sentence ends at the column's edge, at a page's top", () => {
  // es-html-elempleo laid out smaller (build.ts --probe=smaller), as pdf.js read it (a word's runs joined).
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Página 1 de 2', 523.6, 771, 43.4, 7, 'LiberationSans'],
          ['Generado por miempleo.com el 12/04/2024', 45, 771, 135.6, 7, 'LiberationSans'],
          ['Experiencia laboral', 45, 257.3, 99.1, 10.8, 'LiberationSans-Bold'],
          ['Cargo:', 51.4, 283.5, 28.7, 8.9, 'LiberationSans-Bold'],
          ['Coordinadora de Tesorería', 170, 283.5, 105.9, 8.9, 'LiberationSans'],
          ['Empresa:', 51.4, 301.5, 40.7, 8.9, 'LiberationSans-Bold'],
          ['Organización Terpel S.A.', 170, 301.5, 98.5, 8.9, 'LiberationSans'],
          ['Sector:', 51.4, 320.3, 30.7, 8.9, 'LiberationSans-Bold'],
          ['Hidrocarburos / Combustibles', 170, 320.3, 117.5, 8.9, 'LiberationSans'],
          ['Fecha de inicio:', 51.4, 338.3, 67.4, 8.9, 'LiberationSans-Bold'],
          ['01/02/2020', 170, 338.3, 44.6, 8.9, 'LiberationSans'],
          ['Fecha de finalización:', 51.4, 357, 92.7, 8.9, 'LiberationSans-Bold'],
          ['Actualmente', 170, 357, 49.6, 8.9, 'LiberationSans'],
          ['Funciones y logros:', 51.4, 375.8, 84.7, 8.9, 'LiberationSans-Bold'],
          [
            'Coordino un equipo de cuatro analistas responsable de los pagos a proveedores, la conciliación',
            170,
            375.8,
            379.3,
            8.9,
            'LiberationSans',
          ],
          [
            'bancaria y el flujo de caja semanal de la compañía. Administro las relaciones con nueve bancos y',
            170,
            387.8,
            385.7,
            8.9,
            'LiberationSans',
          ],
          [
            'negocio las tasas de las inversiones temporales y los créditos de tesorería. Implementé el módulo',
            170,
            399.8,
            386.7,
            8.9,
            'LiberationSans',
          ],
          [
            'SAP TR y la conexión host to host con los bancos, lo que redujo en un 40 % el tiempo de cierre de',
            170,
            411.8,
            389.3,
            8.9,
            'LiberationSans',
          ],
          [
            'tesorería. Lideré la renegociación de las comisiones bancarias con un ahorro anual de 380',
            170,
            423.8,
            358.4,
            8.9,
            'LiberationSans',
          ],
          ['millones de pesos.', 170, 435.8, 73.9, 8.9, 'LiberationSans'],
          ['Cargo:', 51.4, 463.5, 28.7, 8.9, 'LiberationSans-Bold'],
          ['Analista Financiera Senior', 170, 463.5, 104.1, 8.9, 'LiberationSans'],
          ['Empresa:', 51.4, 481.5, 40.7, 8.9, 'LiberationSans-Bold'],
          ['Caja Colombiana de Subsidio Familiar Colsubsidio', 170, 481.5, 200.3, 8.9, 'LiberationSans'],
          ['Sector:', 51.4, 500.3, 30.7, 8.9, 'LiberationSans-Bold'],
          ['Servicios / Caja de compensación', 170, 500.3, 134.3, 8.9, 'LiberationSans'],
          ['Fecha de inicio:', 51.4, 518.3, 67.4, 8.9, 'LiberationSans-Bold'],
          ['03/08/2016', 170, 518.3, 44.6, 8.9, 'LiberationSans'],
          ['Fecha de finalización:', 51.4, 537, 92.7, 8.9, 'LiberationSans-Bold'],
          ['31/01/2020', 170, 537, 44.6, 8.9, 'LiberationSans'],
          ['Funciones y logros:', 51.4, 555.8, 84.7, 8.9, 'LiberationSans-Bold'],
          [
            'Elaboré el presupuesto anual y las proyecciones de flujo de caja de las unidades de salud,',
            170,
            555.8,
            358,
            8.9,
            'LiberationSans',
          ],
          [
            'vivienda y recreación. Preparé los informes de gestión financiera para la Superintendencia del',
            170,
            567.8,
            371.8,
            8.9,
            'LiberationSans',
          ],
          [
            'Subsidio Familiar y el consejo directivo. Construí en Power BI el tablero de seguimiento de la',
            170,
            579.8,
            367.3,
            8.9,
            'LiberationSans',
          ],
          [
            'ejecución presupuestal que hoy usan las once gerencias de la caja.',
            170,
            591.8,
            267.2,
            8.9,
            'LiberationSans',
          ],
          ['Cargo:', 51.4, 619.5, 28.7, 8.9, 'LiberationSans-Bold'],
          ['Analista de Cartera', 170, 619.5, 76.3, 8.9, 'LiberationSans'],
          ['Empresa:', 51.4, 637.5, 40.7, 8.9, 'LiberationSans-Bold'],
          ['Banco Caja Social S.A.', 170, 637.5, 92.2, 8.9, 'LiberationSans'],
          ['Sector:', 51.4, 656.3, 30.7, 8.9, 'LiberationSans-Bold'],
          ['Financiero', 170, 656.3, 41.6, 8.9, 'LiberationSans'],
          ['Fecha de inicio:', 51.4, 674.3, 67.4, 8.9, 'LiberationSans-Bold'],
          ['15/01/2014', 170, 674.3, 44.6, 8.9, 'LiberationSans'],
          ['Fecha de finalización:', 51.4, 693, 92.7, 8.9, 'LiberationSans-Bold'],
          ['29/07/2016', 170, 693, 44.6, 8.9, 'LiberationSans'],
        ],
        [
          ['Funciones y logros:', 51.4, 51.8, 84.7, 8.9, 'LiberationSans-Bold'],
          [
            'Analicé la cartera de crédito de consumo y microcrédito de 42 oficinas de Bogotá y Cundinamarca.',
            170,
            51.8,
            390.1,
            8.9,
            'LiberationSans',
          ],
          [
            'Diseñé los reportes de vencimientos y provisiones según las normas de la Superintendencia',
            170,
            63.8,
            364.9,
            8.9,
            'LiberationSans',
          ],
          [
            'Financiera. Apoyé las campañas de normalización de cartera, que bajaron el índice de cartera',
            170,
            75.8,
            371.8,
            8.9,
            'LiberationSans',
          ],
          ['vencida del 6,1 % al 4,3 % en un año.', 170, 87.8, 149.7, 8.9, 'LiberationSans'],
        ],
      ),
    ),
  );

  it('reads the sentences as the description, not as two items parted where a line happened to end', () => {
    const job = resume.experience.find((j) => j.company === 'Banco Caja Social S.A.')!;
    expect(job.bullets).toEqual([]);
    expect(job.summary).toMatch(/Analicé la cartera .* Cundinamarca\. Diseñé los reportes .* en un año\.$/u);
  });
});
