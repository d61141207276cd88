// Towns people name after an employer ('Coolblue, Rotterdam', 'Orange, Paris'): the larger cities of the countries
// whose languages the import reads, in their own spelling and the English one. A town no rule knows by its shape
// ('Dallas, TX', 'Madrid, España') is known here by its name. Lower case; compared whole.
const NAMES = `
new york|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|austin|san jose|san francisco|
seattle|denver|boston|washington|nashville|atlanta|miami|orlando|tampa|portland|las vegas|detroit|minneapolis|
charlotte|raleigh|pittsburgh|baltimore|cleveland|columbus|indianapolis|kansas city|st. louis|salt lake city|
sacramento|oakland|berkeley|palo alto|mountain view|sunnyvale|redmond|cambridge|new orleans|honolulu|
toronto|montreal|montréal|vancouver|calgary|ottawa|edmonton|québec|winnipeg|
london|manchester|birmingham|leeds|glasgow|edinburgh|liverpool|bristol|sheffield|newcastle|nottingham|cardiff|
belfast|oxford|reading|brighton|dublin|cork|galway|
sydney|melbourne|brisbane|perth|adelaide|canberra|auckland|wellington|
berlin|hamburg|münchen|munich|köln|cologne|frankfurt|frankfurt am main|stuttgart|düsseldorf|dortmund|essen|leipzig|
bremen|dresden|hannover|nürnberg|nuremberg|bonn|mannheim|karlsruhe|heidelberg|freiburg|wien|vienna|graz|linz|halle|
magdeburg|rostock|kiel|lübeck|erfurt|jena|chemnitz|potsdam|mainz|wiesbaden|augsburg|regensburg|würzburg|münster|
aachen|bielefeld|braunschweig|kassel|saarbrücken|
salzburg|innsbruck|zürich|zurich|genf|genève|geneva|basel|bern|lausanne|luzern|
paris|marseille|lyon|toulouse|nice|nantes|strasbourg|montpellier|bordeaux|lille|rennes|grenoble|bruxelles|brussel|
villeurbanne|saint-étienne|le havre|reims|toulon|dijon|angers|nîmes|clermont-ferrand|tours|limoges|amiens|metz|
besançon|orléans|rouen|mulhouse|caen|nancy|avignon|poitiers|pau|annecy|la rochelle|perpignan|brest|le mans|
aix-en-provence|versailles|boulogne-billancourt|saint-denis|nanterre|courbevoie|la défense|issy-les-moulineaux|
levallois-perret|neuilly-sur-seine|montreuil|
brussels|antwerpen|anvers|antwerp|gent|gand|ghent|liège|luxembourg|
amsterdam|rotterdam|den haag|'s-gravenhage|the hague|utrecht|eindhoven|groningen|tilburg|almere|breda|nijmegen|
arnhem|haarlem|leiden|delft|maastricht|zwolle|
madrid|barcelona|valencia|sevilla|seville|zaragoza|málaga|malaga|murcia|palma|bilbao|alicante|córdoba|valladolid|
vigo|gijón|granada|oviedo|santander|pamplona|san sebastián|donostia|salamanca|
lisboa|lisbon|porto|braga|coimbra|faro|
são paulo|sao paulo|rio de janeiro|brasília|brasilia|salvador|fortaleza|belo horizonte|manaus|curitiba|recife|
porto alegre|goiânia|campinas|florianópolis|
ciudad de méxico|cdmx|mexico city|guadalajara|monterrey|puebla|tijuana|querétaro|mérida|
buenos aires|caba|capital federal|córdoba|rosario|mendoza|santiago|valparaíso|lima|bogotá|bogota|medellín|medellin|cali|barranquilla|
cartagena|quito|guayaquil|caracas|montevideo|asunción|la paz|san josé|panamá|santo domingo|san juan|
viña del mar|concepción|antofagasta|calama|rancagua|temuco|iquique|la serena|puerto montt|talca|arica|punta arenas|
chillán|valdivia|osorno|copiapó|bucaramanga|pereira|manizales|cúcuta|ibagué|santa marta|arequipa|trujillo|cusco|
chiclayo|piura|la plata|mar del plata|san miguel de tucumán|neuquén|salta|toluca|aguascalientes|chihuahua|cancún|
hermosillo|saltillo|morelia|veracruz|
roma|rome|milano|milan|napoli|naples|torino|turin|palermo|genova|genoa|bologna|firenze|florence|bari|catania|
venezia|venice|verona|padova|trieste|
warszawa|warsaw|kraków|krakow|łódź|wrocław|poznań|gdańsk|szczecin|lublin|katowice|
stockholm|göteborg|gothenburg|malmö|uppsala|linköping|oslo|bergen|københavn|copenhagen|aarhus|helsinki|espoo|
tampere|reykjavík|
praha|prague|brno|bratislava|budapest|bucurești|bucharest|cluj-napoca|sofia|beograd|belgrade|zagreb|ljubljana|
athens|αθήνα|thessaloniki|θεσσαλονίκη|πειραιάς|piraeus|πάτρα|patras|ηράκλειο|heraklion|λάρισα|larissa|βόλος|volos|
ιωάννινα|ioannina|καλαμαριά|kalamaria|περιστέρι|peristeri|χανιά|chania|μαρούσι|marousi|κηφισιά|kifisia|χαλάνδρι|chalandri|γλυφάδα|glyfada|καλλιθέα|
kallithea|περιστέρι|peristeri|λευκωσία|nicosia|λεμεσός|limassol|istanbul|i̇stanbul|ankara|izmir|i̇zmir|bursa|antalya|
москва|moscow|санкт-петербург|saint petersburg|st. petersburg|новосибирск|екатеринбург|казань|київ|kyiv|kiev|
харків|kharkiv|одеса|odesa|львів|lviv|дніпро|dnipro|minsk|vilnius|riga|tallinn|
tel aviv|תל אביב|tel aviv-yafo|תל אביב-יפו|jerusalem|ירושלים|haifa|חיפה|ramat gan|רמת גן|herzliya|הרצליה|petah tikva|פתח תקווה|
netanya|נתניה|rishon lezion|ראשון לציון|beersheba|באר שבע|rehovot|רחובות|ra'anana|רעננה|kfar saba|כפר סבא|holon|חולון|
modi'in|מודיעין|
dubai|دبي|abu dhabi|أبو ظبي|doha|الدوحة|riyadh|الرياض|jeddah|جدة|kuwait city|manama|muscat|amman|عمان|beirut|بيروت|
cairo|القاهرة|alexandria|الإسكندرية|casablanca|الدار البيضاء|rabat|الرباط|tunis|تونس|algiers|الجزائر|
tehran|تهران|mashhad|مشهد|isfahan|اصفهان|shiraz|شیراز|tabriz|تبریز|
mumbai|delhi|new delhi|bengaluru|bangalore|hyderabad|chennai|kolkata|pune|ahmedabad|jaipur|noida|gurgaon|gurugram|
मुंबई|दिल्ली|नई दिल्ली|बेंगलुरु|हैदराबाद|चेन्नई|कोलकाता|पुणे|अहमदाबाद|जयपुर|लखनऊ|कानपुर|नागपुर|इंदौर|भोपाल|पटना|
वाराणसी|आगरा|नोएडा|गुरुग्राम|चंडीगढ़|देहरादून|रांची|रायपुर|जोधपुर|उदयपुर|कोटा|lucknow|kanpur|nagpur|indore|bhopal|patna|
varanasi|agra|chandigarh|dehradun|ranchi|raipur|jodhpur|udaipur|kota|surat|vadodara|kochi|coimbatore|
karachi|lahore|islamabad|dhaka|colombo|kathmandu|
singapore|kuala lumpur|jakarta|surabaya|bandung|yogyakarta|medan|denpasar|depok|bekasi|tangerang|bogor|semarang|malang|makassar|palembang|batam|manila|makati|cebu|bangkok|กรุงเทพฯ|
กรุงเทพมหานคร|chiang mai|เชียงใหม่|hà nội|ha noi|hanoi|hồ chí minh|ho chi minh city|thành phố hồ chí minh|đà nẵng|
da nang|
beijing|北京|shanghai|上海|shenzhen|深圳|guangzhou|广州|hangzhou|杭州|chengdu|成都|wuhan|武汉|nanjing|南京|
hong kong|香港|taipei|台北|臺北|taichung|台中|kaohsiung|高雄|
tokyo|東京|osaka|大阪|kyoto|京都|yokohama|横浜|nagoya|名古屋|fukuoka|福岡|sapporo|札幌|kobe|神戸|
seoul|서울|busan|부산|incheon|인천|
johannesburg|cape town|durban|pretoria|nairobi|lagos|accra|addis ababa
`;

const CITIES = new Set(
  NAMES.split(/[|\n]/)
    .map((n) => n.trim())
    .filter(Boolean),
);

/** Whether `text` is one of the larger cities, as written ('Rotterdam', 'São Paulo', 'İstanbul', '東京'). */
// (A city's district by its number, as France writes Paris's, Lyon's and Marseille's: 'Lyon 7e', 'Paris 11ème'. Or
// its river in brackets, as Germany tells its towns apart: 'Halle (Saale)', 'Frankfurt (Oder)'.)
export const isKnownCity = (text: string): boolean =>
  CITIES.has(
    text
      .trim()
      .toLocaleLowerCase()
      .replace(/\s+(?:\d{1,2}(?:e|ème|eme)|1er)$/u, '')
      .replace(/\s+\((?:saale|oder|main|breisgau|westf\.?|opf\.?|ostfriesland|rhein)\)$/u, '')
      // (Arabic written with its short vowels and shadda: 'عمّان' is 'عمان'.)
      .replace(/[\u064b-\u0652\u0670]/gu, ''),
  );
