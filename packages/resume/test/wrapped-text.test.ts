import { describe, expect, it } from 'vitest';
import { joinWrapped } from '../src/wrapped-text';

describe('joinWrapped', () => {
  it('joins wrapped lines with a space', () => {
    expect(joinWrapped('Cut p95 latency by 42% with', 'streaming renders')).toBe(
      'Cut p95 latency by 42% with streaming renders',
    );
  });

  it('makes a compound broken after its hyphen whole again, keeping the hyphen', () => {
    expect(joinWrapped('zwei Junior-', 'Entwicklern')).toBe('zwei Junior-Entwicklern');
    expect(joinWrapped('a well-', 'known fix')).toBe('a well-known fix');
    expect(joinWrapped('выпускников из Санкт-', 'Петербурга')).toBe('выпускников из Санкт-Петербурга');
    expect(joinWrapped('change orders for a 28-', 'story tower')).toBe('change orders for a 28-story tower');
  });

  it('joins a name broken after a dash set close to its words, as a compound after its hyphen', () => {
    expect(joinWrapped('Department of Chemistry, University of Wisconsin–', 'Madison')).toBe(
      'Department of Chemistry, University of Wisconsin–Madison',
    );
    expect(joinWrapped('zirconium metal–', 'organic frameworks')).toBe('zirconium metal–organic frameworks');
    expect(joinWrapped('Sep 2021 –', 'present')).toBe('Sep 2021 – present');
  });

  it('keeps the space after a dash that is not inside a word, and before one that starts a line', () => {
    expect(joinWrapped('2019 -', 'today')).toBe('2019 - today');
    expect(joinWrapped('Python, Go -', 'and more')).toBe('Python, Go - and more');
    expect(joinWrapped('built the API', '- and its tests')).toBe('built the API - and its tests');
    expect(joinWrapped('', 'alone')).toBe('alone');
  });

  it('joins Chinese and Japanese without a space, as they are written; Korean and mixed text with one', () => {
    expect(joinWrapped('問い合わせ対応の平均解決時間を', '30％短縮した。')).toBe(
      '問い合わせ対応の平均解決時間を30％短縮した。',
    );
    expect(joinWrapped('负责华东区域的', '客户关系管理')).toBe('负责华东区域的客户关系管理');
    expect(joinWrapped('主要顧客（', 'ソフトバンク等）')).toBe('主要顧客（ソフトバンク等）');
    expect(joinWrapped('고객 응대 시간을', '30% 단축')).toBe('고객 응대 시간을 30% 단축');
    expect(joinWrapped('売上を前年比120', '％に伸ばした')).toBe('売上を前年比120％に伸ばした');
    expect(joinWrapped('Salesforce を導入し', 'CRM を刷新')).toBe('Salesforce を導入し CRM を刷新');
    expect(joinWrapped('導入した Salesforce', 'の管理')).toBe('導入した Salesforce の管理');
  });

  it('joins a Korean word broken between its syllables where the line starts with its particle or ending', () => {
    // Chromium breaks Korean between syllables: ko-html-linkedin's items and summary.
    expect(joinWrapped('모델 재학습 주기를 주 1회에서 매일', '로 단축')).toBe(
      '모델 재학습 주기를 주 1회에서 매일로 단축',
    );
    expect(joinWrapped('학습 시간 6시간에서 1시간 40분으', '로 단축')).toBe('학습 시간 6시간에서 1시간 40분으로 단축');
    expect(joinWrapped('추천 모델을 만들어 왔습니', '다. Spark와')).toBe('추천 모델을 만들어 왔습니다. Spark와');
    // A word that starts the next line keeps its space, 'all' among them.
    expect(joinWrapped('팀원들과', '다 함께 운영')).toBe('팀원들과 다 함께 운영');
    expect(joinWrapped('추천 시스템을', '로그 분석으로')).toBe('추천 시스템을 로그 분석으로');
  });
});
