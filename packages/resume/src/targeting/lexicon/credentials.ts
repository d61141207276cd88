import { group } from './entry';

/** Certifications and licences, by their issuers' names and the abbreviations people write. */
export const CERTIFICATIONS = group(
  'certification',
  `
AWS Certified Solutions Architect | AWS Solutions Architect | AWS Certified Solutions Architect Associate | AWS Certified Solutions Architect Professional | AWS SAA
AWS Certified Developer | AWS Certified Developer Associate | AWS Developer Associate
AWS Certified Cloud Practitioner | AWS Cloud Practitioner
AWS Certified DevOps Engineer | AWS DevOps Professional
AWS Certification | AWS certified | AWS certifications
Azure Fundamentals | AZ-900 | Microsoft Azure Fundamentals
Azure Administrator | AZ-104 | Microsoft Certified Azure Administrator
Azure Solutions Architect | AZ-305
Google Cloud Professional Cloud Architect | Professional Cloud Architect | Google Cloud Professional
Certified Kubernetes Administrator | =CKA
Certified Kubernetes Application Developer | =CKAD
HashiCorp Certified Terraform Associate | Terraform Associate
CompTIA Security+ | Security+ | Security Plus
CompTIA Network+ | Network+
CompTIA A+ | =A+
CISSP | Certified Information Systems Security Professional
CISM | Certified Information Security Manager
CISA | Certified Information Systems Auditor
CEH | Certified Ethical Hacker
OSCP | Offensive Security Certified Professional
CCNA | Cisco Certified Network Associate
CCNP | Cisco Certified Network Professional
ITIL | ITIL Foundation | ITIL v4 | ITIL 4
PMP | Project Management Professional
PRINCE2 | PRINCE2 Practitioner | PRINCE2 Foundation
CAPM | Certified Associate in Project Management
Certified ScrumMaster | =CSM | Scrum Master Certified | =SMC | PSM | Professional Scrum Master | PSM I
Certified Scrum Product Owner | =CSPO | PSPO | Professional Scrum Product Owner
SAFe Agilist | SAFe certification
Six Sigma Green Belt | Green Belt | Lean Six Sigma Green Belt
Six Sigma Black Belt | Black Belt | Lean Six Sigma Black Belt
CPA | Certified Public Accountant
CMA | Certified Management Accountant
ACCA
CFA | Chartered Financial Analyst | CFA charter | CFA Level
CFP | Certified Financial Planner
FRM | Financial Risk Manager
Chartered Accountant | =ACA | ICAEW
Steuerberater | tax advisor certification
Wirtschaftsprüfer | German public auditor
Bilanzbuchhalter | certified accountant (IHK)
Series 7 | FINRA Series 7
Series 63
Google Ads certification | Google Ads Certified
Google Analytics Certified | Google Analytics certification | GAIQ | Google Analytics Individual Qualification
HubSpot Content Marketing Certified | HubSpot certification | HubSpot Inbound Certification
Salesforce Administrator | Salesforce Certified Administrator | Salesforce Admin
Salesforce Certified Developer | Platform Developer I
SHRM-CP | SHRM-SCP | SHRM certification
PHR | SPHR | Professional in Human Resources
Registered Nurse license | RN license | state RN license | =RN | registered nurse licensure | NCLEX-RN | NCLEX
LPN license | =LPN | =LVN
Basic Life Support | =BLS | BLS certification | CPR | CPR certification
Advanced Cardiovascular Life Support | =ACLS | ACLS certification
Pediatric Advanced Life Support | =PALS
CNA certification | Certified Nursing Assistant certification
Examen als Pflegefachkraft | examinierte Pflegefachkraft | staatliche Anerkennung | Pflegefachmann | Pflegefachfrau | Gesundheits- und Krankenpfleger
Approbation
Certified Coding Specialist | =CCS | =CPC | Certified Professional Coder
ServSafe | food handler certification | Food Handler's Permit
Forklift certification | forklift license | Staplerschein Zertifikat
CDL | Commercial Driver's License | Class A CDL
Professional Engineer license | =PE license | PE certification
LEED | LEED AP
OSHA 30 | OSHA 10 | OSHA certification
APICS CPIM | CPIM
APICS CSCP | CSCP
CPSM | Certified Professional in Supply Management
TOEFL
IELTS
Goethe-Zertifikat | Goethe certificate
Adobe Certified Expert | Adobe Certified Professional
Oracle Certified Professional | OCP | Oracle Certified Java Programmer | OCA
Microsoft Certified Solutions Expert | MCSE
Microsoft Certified | MCP | Microsoft certification
Red Hat Certified Engineer | RHCE | RHCSA | Red Hat Certified System Administrator
ISTQB | ISTQB Foundation | ISTQB Certified Tester
TOGAF
COBIT
SAP certification | SAP Certified Application Associate | SAP certified
Tableau Desktop Specialist | Tableau certification
ACRP certification | =ACRP | ACRP-CP | CCRP
SOCRA certification | =SOCRA
Fachweiterbildung Intensiv- und Anästhesiepflege | Fachweiterbildung Intensivpflege | Fachweiterbildung Anästhesie- und Intensivpflege
Security clearance | =TS/SCI | secret clearance
`,
);

/** Degrees: the generic ones by level (a master's covers a bachelor's requirement), then named ones. */
export const DEGREES = group(
  'degree',
  `
High school diploma @0 | high school | =GED | secondary school diploma | Abitur | Fachabitur | Fachhochschulreife | Hochschulreife | Mittlere Reife | Realschulabschluss
Vocational training @0 | apprenticeship | abgeschlossene Ausbildung | Berufsausbildung | kaufmännische Ausbildung | Ausbildung
Associate degree @1 | associate's degree | associates degree | =AA | =AS degree | Associate of Science | Associate of Arts
Bachelor's degree @2 | bachelor's | bachelors | bachelor degree | bachelors degree | =Bachelor | =BSc | =B.Sc | =BS | =B.S | =BA | =B.A | =BEng | =B.Eng | Bachelor of Science | Bachelor of Arts | Bachelor of Engineering | undergraduate degree | university degree | college degree | four-year degree | 4-year degree | Hochschulabschluss | Hochschulstudium | abgeschlossenes Studium | Studium | Bachelorstudium | Bachelorabschluss | Fachhochschulstudium | Diplom (FH)
Master's degree @3 | master's | masters | master degree | masters degree | =Master | =MSc | =M.Sc | =MS | =M.S | =MA | =M.A | =MEng | =M.Eng | Master of Science | Master of Arts | Master of Engineering | graduate degree | postgraduate degree | Masterstudium | Masterabschluss | Diplom | Diplom-Ingenieur | Dipl.-Ing | Magister
Doctorate @4 | PhD | Ph.D | =Ph.D. | doctoral degree | doctorate degree | Doctor of Philosophy | Promotion | promoviert | Doktorgrad | Dr. rer. nat | =DPhil
MBA | Master of Business Administration | Executive MBA | =EMBA
Juris Doctor | =JD | J.D | law degree | Staatsexamen | Zweites Staatsexamen | Volljurist
Doctor of Medicine | =MD | =M.D | medical degree | Medizinstudium
Bachelor of Science in Nursing | BSN | nursing degree
Associate Degree in Nursing | =ADN
Master of Science in Nursing | MSN
Doctor of Pharmacy | PharmD
`,
);

/** Fields of study postings ask a degree in (listed as skills: an ATS reads them wherever they appear). */
export const FIELDS_OF_STUDY = group(
  'skill',
  `
Computer science | Informatik | =CS | computer sciences
Software engineering degree | Softwaretechnik
Information technology | information systems | Wirtschaftsinformatik | Informationstechnik | IT systems
Mathematics | Mathematik | maths | math
Physics | Physik
Engineering degree | Ingenieurwesen | Ingenieurwissenschaften | degree in engineering
Economics | Volkswirtschaftslehre | =VWL | Wirtschaftswissenschaften
Business administration | Betriebswirtschaftslehre | =BWL | business studies | Betriebswirtschaft
Finance | Finanzen | Finanzwesen
Communications degree | communication studies | Kommunikationswissenschaften
Marketing degree
Psychology | Psychologie
Biology | Biologie
Chemistry | Chemie
Biotechnology | Biotechnologie
Life sciences | Life Sciences | Lebenswissenschaften
Human resources | =HR | Personalwesen | human resource management | =HRM
Supply chain degree
Design degree | Kommunikationsdesign
Law studies | Rechtswissenschaften | Jura
Agricultural science | Agrarwissenschaften | agriculture degree | Agrarwirtschaft
`,
);
