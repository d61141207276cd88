import { westernDigits } from './text';
import { isOnlyDates } from './dates';
import type { SourceLine } from './types';
import { looksLikePlace, looksLikeStreet } from './places';

/**
 * Contact details in a resume's header or contact section, in the resume languages: e-mail, phone, web
 * addresses and the place, with or without a label ('Tel.:', 'Teléfono:', 'Anschrift', '電話', 'هاتف'). A phone is
 * a run of 7 to 15 digits set as phone numbers are ('+1 (415) 555-0142', '(909) 555-5555', '0171 9876543',
 * '+49 170 1234567'); an ID number, a date or a page number is never one.
 */

export const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;
export const URL = /(?:https?:\/\/)?(?:www\.)?(?:[\p{L}\d-]+\.)+[a-z]{2,}(?:\/[^\s|,]*)?/iu;

// Labels end at (?![\p{L}\p{N}]) rather than \b, which knows ASCII letters only: 'Телефон:', 'адрес:', '電話:'
// have no \b after their last letter.
const PHONE_LABEL =
  /^(?:phone number|telephone number|mobile number|cellphone number|cellphone no|cellphone|cell no|contact number|contact no|phone no|mobile no|numer telefonu|telefonnummer|handynummer|numéro de téléphone|número de teléfono|numero di telefono|número de telefone|telefoonnummer|telefonnummer|номер телефона|聯絡電話|联系电话|行動電話|手機|휴대전화|연락처|số điện thoại|sđt|nomor hp|no\. telp|cep tel|κινητό|мобильный|phone|tel|tel\.|telephone|mobile|mob|cell|cel|whatsapp|handy|telefon|mobil|teléfono|telefono|tel[eé]fono m[oó]vil|m[oó]vil|celular|tlf|tfno|telf|téléphone|portable|tél|cellulare|telemóvel|telefone|telefoon|gsm|telefon komórkowy|tfn|mobiltelefon|cep|телефон|тел|τηλέφωνο|τηλ|هاتف|جوال|الجوال|الهاتف المحمول|الهاتف|رقم المحمول|رقم الهاتف|رقم الجوال|المحمول|محمول|الموبايل|موبايل|تليفون|טלפון|نلفن|تلفن همراه|شماره تماس|موبایل|تلفن|फ़ोन|फोन|मोबाइल|मोबाइल नं|दूरभाष|电话|手机|電話|携帯|携帯電話|전화|휴대폰|โทรศัพท์|โทร|เบอร์โทร|เบอร์โทรศัพท์|มือถือ|điện thoại|telepon|hp)(?![\p{L}\p{N}])\.?/iu;
const EMAIL_LABEL =
  /^(?:e-?mail address|email address|adres e-mail|e-mail-adresse|adresse e-mail|adresse électronique|dirección de correo electrónico|indirizzo e-mail|endereço de e-mail|e-mailadres|e-?mail|mail|correo(?: electrónico)?|courriel|e-post|eposta|e-posta|почта|эл\. почта|البريد(?: الإلكتروني)?|דוא"ל|ایمیل|邮箱|メール|이메일|อีเมล)(?![\p{L}\p{N}])\.?/iu;
const PLACE_LABEL =
  /^(?:(?:physical|residential|postal|home|current|permanent|present|mailing) address|(?:current|present) (?:location|city)|address|location|home|residence|city|based in|anschrift|adresse|wohnort|stadt|dirección|domicilio|direccion|ubicación|localidad|residencia|lugar de residencia|ciudad|población|ville|lieu de résidence|indirizzo|residenza|città|endereço|morada|cidade|residência|localização|adres|woonplaats|adress|ort|miasto|miejscowość|adres|адрес|адреса|проживает|проживаю|место жительства|город|місто|проживання|διεύθυνση|περιοχή|πόλη|τόπος κατοικίας|κατοικία|العنوان|כתובת|آدرس|पता|地址|通訊地址|通讯地址|聯絡地址|联系地址|現居地址|居住地址|现居|现居地|现居住地|居住地|所在地|所在城市|住所|現住所|주소|ที่อยู่|địa chỉ|alamat)(?![\p{L}\p{N}])\.?/iu;
/** What kind of address or number it is, as Europass prints after it: 'Kraków, Polska (Dom)', '601 234 567 (Komórka)'. */
export const CONTACT_KIND =
  /\s*\((?:home|work|mobile|main|dom|praca|komórka|domicile|travail|portable|casa|lavoro|cellulare|abitazione|ufficio|trabajo|móvil|domicilio|particular|oficina|fijo|zuhause|privat|arbeit|mobil|geschäftlich|thuis|werk|mobiel|hem|arbete|residência|trabalho|telemóvel|celular|дом|рабочий|мобильный|linkedin|company|personal|portfolio|blog|other)\)\s*$/iu;

/** Labels of numbers that are not phones (identity and tax numbers too: Argentina's CUIL, Poland's PESEL, …). */
const NOT_PHONE =
  /\b(?:id|dni|cuil|cuit|nss|pesel|kimlik|aadhaa?r|pan|nric|bsn|ahv|nie|nif|ssn|sin|employee|personal(?:nummer)?|matrikel(?:nummer)?|steuer|iban|bic|passport|pass|license|licence|#|no\.|nr\.?|número de|n°|vat|ust|fax|geburts|born|birth|fecha de nacimiento|nacid[oa]|date de naissance|geboren|geb\.|geboortedatum|nato|nata|data di nascita|nascid[oa]|data de nascimento|urodzon[ya]|född|doğum|page|seite|página|cpf|cnpj|rg|c[ée]dula|c\.c\.|c\.i\.|curp|rfc|rut|dui|zip|plz|postleitzahl|postcode|postal code|código postal|code postal)\b/iu;

// The same for words \b cannot bound (it knows ASCII letters only): 'née le', 'родился', 'дата рождения', 'Currículo
// nº 48.213.377'.
// (And an identity card's letters, whose last stop \b cannot bound either: Uruguay's 'C.I. 4.567.890-1', Colombia's
// 'C.C. 1.020.345.678'.)
const NOT_PHONE_WORDS =
  /(?<!\p{L})(?:née?|родил(?:ся|ась)|дата рождения|инн|снилс|паспорт|n\.?[º°]|c\.\s?[ic]\.)(?!\p{L})/iu;

const digits = (s: string) => s.replace(/\D/g, '');

/** A phone number in `text`, whole ('+1 (415) 555-0142'), or undefined. */
export function findPhone(text: string, labelled = false): string | undefined {
  const cleaned = text.replace(PHONE_LABEL, '').replace(/^\s*[:：]\s*/, '');
  // (Persian and Arabic digits read as theirs, '۰۹۱۲۳۴۵۶۷۸۹'; the phone is kept as typed.)
  const western = westernDigits(cleaned);
  const re = /(?:\+|00)?\(?\+?\d[\d\s()./·-]{5,}\d/g;
  for (const m of western.matchAll(re)) {
    const typed = cleaned.slice(m.index!, m.index! + m[0].length).trim();
    const candidate = m[0].trim();
    const n = digits(candidate).length;
    // Two numbers parted by a spaced slash ('0917 482 3156 / 0999 215 6604'): the first.
    const slash = typed.search(/\s\/\s/u);
    if (n > 15 && slash > 0) {
      const first = findPhone(cleaned.slice(0, m.index! + slash), labelled);
      if (first) return first;
    }
    if (n < 7 || n > 15) continue;
    const before = cleaned.slice(Math.max(0, m.index! - 24), m.index!);
    if ((NOT_PHONE.test(before) || NOT_PHONE_WORDS.test(before)) && !labelled) continue;
    // Digits against a letter are a code's ('이력서번호 R24-0918-3321', a job site's resume number), not a phone's.
    if (/\p{L}$/u.test(before) && !labelled) continue;
    // A date (07.09.1991, 2019-2021, 03/2019 – 05/2021) or a range of years is not a phone.
    if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(candidate)) continue;
    // ... or year first, as East Asia writes it ('출력일 2024.09.23', '2024/11/18').
    // (Or a Solar Hijri one, as Iran writes a birth date: '۱۳۷۰/۰۶/۱۵'.)
    if (/^(?:19|20|13|14)\d\d[./][01]?\d[./][0-3]?\d$/.test(candidate)) continue;
    // ... and with dashes: '12-03-1990', '1990-03-12'.
    if (/^(?:[0-3]?\d-[01]?\d-(?:19|20)\d\d|(?:19|20)\d\d-[01]\d-[0-3]\d)$/.test(candidate)) continue;
    if (/(?:19|20)\d\d\s*[-–/]\s*(?:(?:0?\d|1[0-2])[/.])?(?:19|20)\d\d/.test(candidate)) continue;
    if (/^(?:0?[1-9]|1[0-2])\/(?:19|20)\d\d/.test(candidate)) continue;
    // ... nor a range of months written year first ('2010.03 - 2017.02', a Korean school's), nor one of Solar Hijri
    // years as typed ('۱۳۹۲ - ۱۳۹۴': Persian digits say which calendar).
    if (isOnlyDates(candidate) || isOnlyDates(typed)) continue;
    // A Brazilian postal code ('CEP 01304-001'; 'Cep' is also Turkish for a mobile number, never written so).
    if (/^\d{5}-\d{3}$/.test(candidate)) continue;
    // Nor a Portuguese one ('2795-123 Linda-a-Velha').
    if (/^\d{4}-\d{3}$/.test(candidate)) continue;
    // A bare run of digits without the separators phone numbers are written with: an ID unless labelled.
    const grouped = /[\s()./-]/.test(candidate) || candidate.startsWith('+');
    if (!grouped && !labelled) continue;
    // Word's hyphen, soft hyphen and U+2010 typed together ('555-­‐5555') are one dash.
    const phone = typed.replace(/-{2,}/g, '-');
    // Its plus sign drawn after it in a right-to-left line ('971 50 387 2154+'): before it, as typed.
    const plusAfter = /^\+(?![\d\p{L}])/u.test(cleaned.slice(m.index! + m[0].length));
    return plusAfter && !/^(?:\+|00)/u.test(phone) ? `+${phone}` : phone;
  }
  return undefined;
}

/**
 * Whether a cell holds only the label, a colon or the old Europass's plural after it ('Adress(er)', 'Telephone(s)',
 * 'Indirizzo(i)') aside.
 */
const onlyLabel = (s: string, label: RegExp): boolean =>
  label.test(s.trim()) &&
  s
    .trim()
    .replace(label, '')
    .replace(/^\((?:e?s|er|e?n|i|e|a)\)/u, '')
    .replace(/[\s:：]/g, '') === '';
export const isPhoneLabel = (s: string): boolean => onlyLabel(s, PHONE_LABEL);
export const isEmailLabel = (s: string): boolean => onlyLabel(s, EMAIL_LABEL);
/** A label for the town alone, apart from the street's ('Dirección' | 'Cra 7 # 45-20', 'Ciudad' | 'Bogotá D.C.'). */
export const isTownLabel = (s: string): boolean =>
  /^(?:(?:postcode|postal code|zip(?: code)?|plz|postleitzahl|code postal|c\.?p\.?|código postal|cep)\s*(?:en|und|et|y|e|and|&|\/|,)\s*)?(?:city|town|ciudad|localidad|población|municipio|stadt|wohnort|ort|ville|città|cidade|município|miasto|plaats|woonplaats|город|місто)$/iu.test(
    s.trim(),
  );
/** A messenger's label, whose value is a handle, not a web address ('Line ID' | 'pim.acc', 'WeChat: zhang_wei88'). */
export const isMessengerLabel = (s: string): boolean =>
  /^(?:line(?: id)?|wechat(?: id)?|weixin|微信(?:号)?|skype(?: id)?|telegram|whatsapp|zalo|kakao(?:talk)?(?: id)?|카카오톡|viber|signal|qq)$/iu.test(
    s.trim(),
  );
export const isPlaceLabel = (s: string): boolean => onlyLabel(s, PLACE_LABEL);

/**
 * The label of a personal detail that is no contact field, set over its value as personal-details blocks are
 * ('Languages Known' over 'English, Kannada, Hindi and Tamil', 'Nationality' over 'Indian'): its value is no place.
 */
const PERSONAL_DETAIL_LABEL =
  /^(?:languages?(?: known)?|nationality|citizenship|date of birth|d\.?o\.?b\.?|gender|sex|marital status|religion|father'?s name|mother'?s name|hobbies|interests|idiomas|place of birth|nacionalidad|fecha de nacimiento|lugar de nacimiento|lugar y fecha de nacimiento|estado civil|sexo|sprachen|staatsangehörigkeit|geburtsdatum|geburtsort|familienstand|langues|nationalité|date de naissance|lieu de naissance|situation familiale|محل الميلاد|مكان الميلاد|تاريخ الميلاد|الجنسية|الديانة|الحالة الاجتماعية|موقف التجنيد|محل تولد|تاریخ تولد|وضعیت تأهل|ملیت|وضعیت نظام وظیفه|doğum yeri|doğum tarihi|место рождения|дата рождения|місце народження|ngày sinh|nơi sinh|tempat lahir|tanggal lahir|tempat,? (?:dan )?tanggal lahir|tempat ?\/ ?tanggal lahir|place and date of birth|date and place of birth|fecha y lugar de nacimiento|data e local de nascimento|local e data de nascimento|data de nascimento|data di nascita|luogo di nascita|luogo e data di nascita|data e luogo di nascita|geburtsdatum und -ort|geburtsdatum ?\/ ?-?ort|जन्म स्थान|जन्म तिथि)\s*[:：]?$/iu;
export const isPersonalDetailLabel = (s: string): boolean => PERSONAL_DETAIL_LABEL.test(s.trim());

/** A label cell whose value is no contact field: a personal detail's, or an ID number's ('Cédula de ciudadanía'). */
export const isNotContactLabel = (s: string): boolean => {
  const t = s.trim();
  if (!t || t.length > 40 || PHONE_LABEL.test(t) || EMAIL_LABEL.test(t) || PLACE_LABEL.test(t)) return false;
  return isPersonalDetailLabel(t) || NOT_PHONE.test(t) || NOT_PHONE_WORDS.test(t);
};

/** The value after a label ('Dirección: Valencia, España' -> 'Valencia, España'), with the label's kind. */
export function labelled(
  text: string,
): { kind: 'phone' | 'email' | 'place' | 'name' | 'objective' | 'other'; value: string } | undefined {
  const m = text.match(/^([^:：]{1,30})[:：]\s*(.+)$/u);
  // A place's label set before it with no colon, as builders set their bold labels ('Address Austin, TX 78745').
  const bare = m ? undefined : text.match(/^(\p{L}+(?:\s\p{L}+)?)\s+(.+)$/u);
  if (bare && isPlaceLabel(bare[1]!) && looksLikePlace(bare[2]!)) return { kind: 'place', value: bare[2]! };
  // Or a Chinese one joined to its town, as a job site's summary line writes it ('男 | 32岁 | 现居上海').
  const joined = m ? undefined : text.match(/^(现居住地|现居地|现居|現居|居住地|所在地|所在城市)(\p{sc=Han}{2,6})$/u);
  if (joined && looksLikePlace(joined[2]!)) return { kind: 'place', value: joined[2]! };
  if (!m) return undefined;
  const [, label, value] = m as unknown as [string, string, string];
  // A house number after its street labels nothing ('Bahçelievler Mah. 7. Cadde No: 21/4 – 06490 Çankaya/Ankara', as
  // Turkish addresses write it).
  if (/\S\s+(?:no|nr|daire)\.?\s*$/iu.test(label) && looksLikeStreet(text)) return undefined;
  // A letter for a label, as compact headers set them ('T: +61 412 345 678 | E: …'), before a phone or an e-mail.
  const letter = label.trim();
  if (/^[TPMC]$/.test(letter) && findPhone(value, true)) return { kind: 'phone', value };
  if (letter === 'E' && EMAIL.test(value)) return { kind: 'email', value };
  if (PHONE_LABEL.test(label.trim())) return { kind: 'phone', value };
  if (EMAIL_LABEL.test(label.trim())) return { kind: 'email', value };
  if (PLACE_LABEL.test(label.trim())) return { kind: 'place', value };
  if (NAME_LABEL.test(label.trim())) return { kind: 'name', value };
  if (OBJECTIVE_LABEL.test(label.trim())) return { kind: 'objective', value };
  return { kind: 'other', value };
}

/** The job the person is after, labelled in the header ('求职意向：Java开发工程师', 'Target role: …'). */
const OBJECTIVE_LABEL =
  /^(?:objective|career objective|target (?:position|role|job)|desired position|wunschposition|angestrebte position|puesto deseado|poste recherché|poste visé|posizione desiderata|cargo pretendido|gewenste functie|stanowisko|желаемая должность|бажана посада|求职意向|应聘职位|意向岗位|希望職種|희망 직무)$/iu;

export const NAME_LABEL =
  /^(?:nombre\(s\) \/ apellido\(s\)|apellido\(s\) \/ nombre\(s\)|nombre y apellidos|nombre y apellido|nombres y apellidos|apellido y nombre|apellidos y nombres|first name\(s\) \/ surname\(s\)|surname\(s\) \/ first name\(s\)|nom\(s\) \/ prénom\(s\)|vorname\(n\) \/ nachname\(n\)|nachname\(n\) \/ vorname\(n\)|nome\(i\) \/ cognome\(i\)|cognome\(i\) \/ nome\(i\)|name|full name|vorname und name|nombre|nombre completo|nom|nom et prénom|nome|naam|imię i nazwisko|namn|ad soyad|имя|фио|ім'я|όνομα|الاسم|שם|نام|नाम|姓名|氏名|이름|성명|ชื่อ|họ và tên|họ tên|nama|nama lengkap|ονοματεπώνυμο|όνομα \/ επώνυμο|επώνυμο \/ όνομα|förnamn \/ efternamn|efternamn \/ förnamn|name \/ surname|prénom\(s\) ?\/ nom\(s\)|nome \/ cognome|achternaam \(-namen\) \/ voornaam \(-namen\)|nazwisko \/ imię|nome\(s\) \/ apelido\(s\)|adı soyadı|ad-soyad|прізвище, ім'я|ім’я|שם מלא)$/iu;

/**
 * A section of contact details only, whatever its heading says ('about' over a street, a town, an e-mail, a site and a
 * phone, as the Friggeri CV's aside prints them): an e-mail or a phone, and nothing that is not a contact detail.
 */
export const onlyContactDetails = (lines: readonly SourceLine[]): boolean =>
  lines.length > 0 &&
  lines.length <= 8 &&
  lines.some((l) => EMAIL.test(l.text) || findPhone(l.text)) &&
  lines.every(
    (l) =>
      EMAIL.test(l.text) ||
      !!findPhone(l.text) ||
      (URL.test(l.text) && !/\s/.test(l.text.trim())) ||
      looksLikeStreet(l.text) ||
      looksLikePlace(l.text),
  );
