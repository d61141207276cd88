import { schoolScore, degreeScore, companyScore } from './src/import-reader/lexicon';
import { isKnownCity } from './src/import-reader/cities';
for (const s of ['Curso de Data Science', 'Digital House', 'Facultad de Ciencias Económicas', 'UBA', 'CABA', 'Maestría en Explotación de Datos y Descubrimiento del Conocimiento']) console.log(s, schoolScore(s), degreeScore(s), companyScore(s), isKnownCity(s));
