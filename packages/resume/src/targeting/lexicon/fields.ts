import { group } from './entry';

/** Design and creative work. */
export const DESIGN_SKILLS = group(
  'skill',
  `
User experience design | UX | UX design | user experience | UX-Design
User interface design | UI | UI design | user interface | UI-Design
UI/UX | UX/UI | UI/UX design | UX/UI design
Product design | Produktdesign
Interaction design | IxD
Visual design
Graphic design | Grafikdesign | graphic designer skills
Web design | Webdesign
Motion design | motion graphics | animation
Design systems | design system | component library
Wireframing | wireframes
Prototyping | prototypes | rapid prototyping | Prototyping
User research | UX research | Nutzerforschung
Usability testing | usability | Usability-Tests
Information architecture | =IA
Design thinking
Typography | Typografie
Illustration
Branding design | brand identity | corporate design | Corporate Design
Photography | Fotografie
Video editing | Videobearbeitung | video production
3D modeling | 3D modelling | 3D design
Print design | Printdesign
Copy editing | proofreading | Lektorat
Journalism | Journalismus
Storytelling
`,
);

export const DESIGN_TOOLS = group(
  'tool',
  `
Figma
=Sketch | Sketch app
Adobe XD
Adobe Creative Suite | Adobe Creative Cloud | Creative Cloud | Adobe CC
Adobe Photoshop | Photoshop
Adobe Illustrator | Illustrator
Adobe InDesign | InDesign
Adobe After Effects | After Effects
Adobe Premiere Pro | Premiere Pro
Adobe Lightroom | Lightroom
Final Cut Pro
DaVinci Resolve
Blender
Cinema 4D | C4D
Autodesk Maya | =Maya
InVision
Framer
Canva
Zeplin
=Principle
Webflow
AutoCAD
SolidWorks
CATIA
Revit | Autodesk Revit
Fusion 360 | Autodesk Fusion 360
SketchUp
Rhino 3D | Rhinoceros
ArcGIS | GIS | QGIS
`,
);

/** Healthcare and life sciences. */
export const HEALTHCARE_SKILLS = group(
  'skill',
  `
Patient care | direct patient care | Patientenversorgung | Patientenbetreuung
Patient assessment | clinical assessment
Patient education | educate patients
Acute care | Akutversorgung
Critical care | intensive care | =ICU | Intensivpflege | Intensivstation
Emergency care | emergency medicine | emergency department | =ER | Notaufnahme | Notfallmedizin
Medical-surgical nursing | med-surg | med surg | medical-surgical
Pediatrics | paediatrics | Pädiatrie | Kinderheilkunde
Geriatrics | geriatric care | elder care | Altenpflege | Geriatrie
Oncology | Onkologie
Cardiology | Kardiologie
Mental health | psychiatric care | behavioral health | Psychiatrie
Nursing | Krankenpflege | nursing care
Wound care | Wundversorgung | Wundmanagement
Medication administration | medication management | Medikamentengabe | administer medications
Infection control | infection prevention | Hygiene | Hygienevorschriften
Vital signs | vitals | Vitalparameter | Vitalzeichen
Phlebotomy | blood draws | Blutabnahme
IV therapy | IV insertion | intravenous therapy
Triage
Care planning | care plans | Pflegeplanung
Clinical documentation | charting | Pflegedokumentation
Electronic health records | EHR | EMR | electronic medical records
Medical terminology | medizinische Terminologie
Medical coding | ICD-10 | CPT coding | ICD-10-CM
Medical billing
Clinical research | clinical trials | klinische Studien
Electronic data capture | =EDC | EDC systems
Good Clinical Practice | =GCP certification | ICH-GCP
Pharmacovigilance | drug safety
Regulatory affairs | regulatory submissions | Zulassung
Good Manufacturing Practice | =GMP | cGMP
Quality assurance | =QA | Qualitätssicherung
Quality control | =QC | Qualitätskontrolle
Laboratory techniques | lab techniques | Labortechniken
PCR | qPCR
Cell culture | Zellkultur
Biostatistics | Biostatistik
Epidemiology
Physical therapy | physiotherapy | Physiotherapie
Occupational therapy | Ergotherapie
Radiology | Radiologie | medical imaging
Pharmacy | Pharmazie
Dental hygiene | Zahnmedizin
Case management | Fallmanagement
Discharge planning | Entlassmanagement
Dialectical behavior therapy | =DBT
Cognitive behavioral therapy | CBT
Healthcare administration | hospital administration
Telemedicine | telehealth
`,
);

export const HEALTHCARE_TOOLS = group(
  'tool',
  `
=Epic | Epic Systems | Epic EHR
Cerner | Oracle Health
Meditech
Allscripts
athenahealth | athenaOne
eClinicalWorks
SAP IS-H
Orbis | ORBIS KIS
`,
);

/** Operations, logistics, manufacturing, trades and hospitality. */
export const OPERATIONS_SKILLS = group(
  'skill',
  `
Operations management
Supply chain management | supply chain | =SCM | Supply Chain Management | Lieferkette
Logistics | Logistik
Procurement | purchasing | Einkauf | Beschaffung | sourcing strategy | strategic sourcing
Inventory management | inventory control | stock management | Bestandsmanagement | Lagerbestand | Bestandsführung | Inventur | stocktaking
Warehouse management | warehousing | Lagerverwaltung | Lagerlogistik | Lager
Demand planning | demand forecasting | Bedarfsplanung
Production planning | Produktionsplanung | Fertigungsplanung
Materials requirement planning | =MRP | material planning | Disposition
=Lean | Lean management | lean manufacturing | lean principles
Six Sigma | Lean Six Sigma | =DMAIC
Kaizen
5S
Root cause analysis | =RCA | Ursachenanalyse | root-cause analysis
Quality management | Qualitätsmanagement | =QM
ISO 9001
Health and safety | occupational safety | =EHS | =HSE | workplace safety | Arbeitssicherheit | Arbeitsschutz
OSHA
Forklift operation | forklift | Gabelstapler | Staplerschein
Shipping and receiving | Wareneingang | Warenausgang
Order fulfillment | order fulfilment | Auftragsabwicklung | Kommissionierung | picking and packing
Transportation management | fleet management | Fuhrparkmanagement | Transportmanagement
Freight forwarding | Spedition
Customs | customs clearance | Zoll | Zollabwicklung
Import/export | Außenhandel
Facility management | facilities management | Facility Management
Preventive maintenance | Instandhaltung | Wartung
Mechanical engineering | Maschinenbau
Electrical engineering | Elektrotechnik
Civil engineering | Bauingenieurwesen
Process engineering | Verfahrenstechnik
Manufacturing | Produktion | Fertigung
CNC machining | CNC | CNC-Fräsen
Welding | Schweißen
Technical drawings | blueprints | Technische Zeichnungen
PLC programming | =PLC | =SPS | SPS-Programmierung
Automation | Automatisierungstechnik | industrial automation
Robotics | Robotik
Project scheduling
Construction management | Bauleitung
Estimating | cost estimating | Kalkulation
Food safety | HACCP | Lebensmittelhygiene
Food preparation | cooking | Speisenzubereitung
Hospitality | Gastronomie | Hotellerie
Cash handling | Kassenführung | point of sale | =POS
Merchandising | visual merchandising
Store management
Team scheduling | shift planning | Schichtplanung | Dienstplanung
Dispatching | Tourenplanung
Call center | contact center | Callcenter
Driving license | driver's license | Führerschein | Führerschein Klasse B | valid driver's license
`,
);

export const OPERATIONS_TOOLS = group(
  'tool',
  `
SAP MM | SAP Materials Management
SAP SD
SAP PP
SAP EWM | SAP WM
Oracle SCM Cloud
Manhattan WMS | Manhattan Associates
Kinaxis
Blue Yonder | JDA
MS Dynamics NAV | Navision | Business Central
Minitab
Procore
Primavera P6 | Primavera
`,
);
