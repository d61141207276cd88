import { group } from './entry';

/** Job titles, without seniority ('Senior', 'Lead' and 'Junior' are read around them), with their German forms. */
export const TITLES = group(
  'title',
  `
Software Engineer | Software Developer | Softwareentwickler | Software-Entwickler | Softwareingenieur | SWE | software engineers | Software Development Engineer | =SDE | Programmer | Programmierer
Frontend Engineer | Frontend Developer | Front-End Developer | Front End Engineer | Frontend-Entwickler | UI Engineer | UI Developer
Backend Engineer | Backend Developer | Back-End Developer | Back End Engineer | Backend-Entwickler
Full Stack Engineer | Full Stack Developer | Full-Stack Developer | Fullstack Developer | Fullstack-Entwickler | Full-Stack-Entwickler
Mobile Engineer | Mobile Developer | iOS Developer | Android Developer | App-Entwickler
DevOps Engineer | DevOps-Engineer
Site Reliability Engineer | =SRE engineer
Platform Engineer
Cloud Engineer | Cloud Architect
Solutions Architect | Solution Architect | Lösungsarchitekt
Software Architect | Softwarearchitekt | Enterprise Architect
Data Engineer | Dateningenieur
Data Scientist | Data-Scientist
Data Analyst | Datenanalyst
Machine Learning Engineer | ML Engineer | AI Engineer | KI-Ingenieur
Business Intelligence Analyst | BI Analyst | BI Developer
QA Engineer | Quality Assurance Engineer | Test Engineer | Software Tester | Testautomatisierer | SDET | Softwaretester | QA Analyst
Security Engineer | Security Analyst | Cybersecurity Analyst | IT-Sicherheitsexperte | Information Security Analyst
Systems Administrator | System Administrator | Sysadmin | Systemadministrator | IT Administrator
Network Engineer | Network Administrator | Netzwerkadministrator
IT Support Specialist | Help Desk Technician | IT Support | Helpdesk | IT-Support | Service Desk Analyst
Database Administrator | =DBA | Datenbankadministrator
Embedded Software Engineer | Embedded Engineer | Embedded-Entwickler | Firmware Engineer
Game Developer | Spieleentwickler
Engineering Manager | Head of Engineering | VP of Engineering | Entwicklungsleiter | Teamleiter Softwareentwicklung
CTO | Chief Technology Officer
Technical Lead | Tech Lead | Lead Developer | Lead Engineer
Team Lead | Team Leader | Teamleiter | Teamleitung
Product Manager | Produktmanager | Product Owner | =PO
Technical Product Manager
Project Manager | Projektmanager | Projektleiter | Project Lead
Program Manager | Programme Manager
Scrum Master | Agile Coach
Business Analyst | Businessanalyst | Business-Analyst
UX Designer | User Experience Designer | UX/UI Designer | UI/UX Designer | UI Designer | UX-Designer | Product Designer | Interaction Designer
Graphic Designer | Grafikdesigner | Mediengestalter | Visual Designer
UX Researcher | User Researcher
Content Writer | Copywriter | Texter | Content Creator | Redakteur
Marketing Manager | Marketingmanager | Marketing Lead | Head of Marketing | Marketing Specialist | Marketing Coordinator
Digital Marketing Manager | Online Marketing Manager | Performance Marketing Manager | Growth Marketer | Online-Marketing-Manager
Social Media Manager | Community Manager
SEO Specialist | SEO Manager
Brand Manager | Markenmanager
Account Executive | =AE | Sales Executive
Sales Representative | Sales Rep | Sales Associate | Vertriebsmitarbeiter | Verkäufer | Sales Consultant | Vertriebsberater
Sales Manager | Vertriebsleiter | Head of Sales | Sales Director | Verkaufsleiter
Account Manager | Key Account Manager | Kundenbetreuer
Business Development Manager | BDM | Business Development Representative | =BDR | Sales Development Representative | =SDR
Customer Success Manager | =CSM role | Customer Success Specialist
Customer Service Representative | Customer Support Specialist | Kundenberater | Kundenservicemitarbeiter | Support Agent | Call Center Agent
Accountant | Buchhalter | Finanzbuchhalter | Staff Accountant | Senior Accountant
Financial Analyst | Finanzanalyst | FP&A Analyst
Financial Controller | Controllerin | Controlling-Spezialist | =Controller
Auditor | Prüfer | Internal Auditor | Revisor
Tax Advisor | Tax Consultant | Steuerfachangestellter | Tax Accountant
CFO | Chief Financial Officer | Finance Director | Head of Finance | Finanzleiter
Bookkeeper | Accounting Clerk | Accounts Payable Clerk | Accounts Payable Specialist | Kreditorenbuchhalter
Investment Analyst | Investment Banking Analyst | Equity Analyst
Risk Analyst | Risikoanalyst | Risk Manager | Credit Analyst
HR Manager | Personalleiter | HR Business Partner | =HRBP | Human Resources Manager | Personalreferent | HR Generalist
Recruiter | Talent Acquisition Specialist | Personalberater | Technical Recruiter | Talent Acquisition Partner
Office Manager | Büroleiter | Office Administrator | Administrative Assistant | Executive Assistant | Assistenz der Geschäftsführung | Sekretär | Büroassistenz
Operations Manager | Betriebsleiter | Head of Operations | Operations Lead
Supply Chain Manager | Supply Chain Analyst | Supply-Chain-Manager
Logistics Coordinator | Logistics Manager | Logistiker | Logistikleiter | Fachkraft für Lagerlogistik | Warehouse Associate | Lagerist | Lagermitarbeiter | Fachlagerist
Warehouse Supervisor | Shift Supervisor | Warehouse Manager | Lagerleiter | Schichtleiter
Purchasing Manager | =Buyer | Einkäufer | Procurement Manager | Strategischer Einkäufer | Procurement Specialist
Production Manager | Produktionsleiter | Plant Manager | Werksleiter
Quality Manager | Qualitätsmanager | Quality Engineer | Qualitätsingenieur | QA Manager
Mechanical Engineer | Maschinenbauingenieur | Konstrukteur | Design Engineer
Electrical Engineer | Elektroingenieur | Elektroniker | Electrician | Elektriker
Civil Engineer | Bauingenieur | Site Manager | Bauleiter
Maintenance Technician | Instandhalter | Servicetechniker | Field Service Technician | Industriemechaniker | Mechatroniker | Mechatronics Technician
Registered Nurse | =RN nurse | Nurse | Krankenpfleger | Krankenschwester | Pflegefachkraft | Charge Nurse | Staff Nurse
Nurse Practitioner | =NP
Medical Assistant | Medizinische Fachangestellte | =MFA | Arzthelferin | Clinical Assistant
Certified Nursing Assistant | =CNA | Nursing Assistant | Pflegehelfer | Pflegeassistent
Physician | Arzt | Ärztin | Assistenzarzt | Facharzt | Oberarzt
Pharmacist | Apotheker
Physical Therapist | Physiotherapeut | Physiotherapist
Medical Technologist | Lab Technician | Laboratory Technician | Laborant | =MTA | Biologielaborant | Clinical Laboratory Scientist
Clinical Research Associate | =CRA | Clinical Research Coordinator | =CRC | Study Nurse
Healthcare Administrator | Practice Manager | Praxismanager
Social Worker | Sozialarbeiter | Sozialpädagoge
Teacher | Lehrer | Lehrkraft | Dozent
Management Consultant | =Consultant | Berater | Unternehmensberater | Associate Consultant | IT Consultant | IT-Berater
Lawyer | Attorney | Rechtsanwalt | Counsel | Legal Counsel | Syndikusrechtsanwalt | Paralegal | Rechtsanwaltsfachangestellte
Store Manager | Filialleiter | Retail Manager | Assistant Store Manager | Marktleiter
Cashier | Kassierer
Chef | Koch | Sous Chef | Head Chef | Line Cook | Cook | Küchenchef
Restaurant Manager | Restaurantleiter | Food and Beverage Manager | Hotel Manager | Front Desk Agent | Rezeptionist
Truck Driver | Fahrer | Berufskraftfahrer | LKW-Fahrer | Delivery Driver | Auslieferungsfahrer
Customer Service Manager | Service Manager | Kundenservice-Leiter
General Manager | Geschäftsführer | Managing Director | =CEO | Chief Executive Officer
Research Scientist | Wissenschaftler | Research Associate | wissenschaftlicher Mitarbeiter | Postdoc | Researcher
`,
);

/** Languages people speak, as postings ask for them ('fluent German', 'Englischkenntnisse'). */
export const SPOKEN_LANGUAGES = group(
  'language',
  `
English | Englisch | Englischkenntnisse | business English | Business-Englisch | fluent English | Englisch verhandlungssicher
German | Deutsch | Deutschkenntnisse | fluent German | Deutsch auf C1-Niveau | Deutsch auf C2-Niveau | German language
French | Französisch | Französischkenntnisse | fluent French
Spanish | Spanisch | Spanischkenntnisse | fluent Spanish
Italian | Italienisch | Italienischkenntnisse
Portuguese | Portugiesisch
Dutch | Niederländisch
Polish | Polnisch
Russian | Russisch
Turkish | Türkisch
Arabic | Arabisch
Mandarin | Chinese | Chinesisch | Mandarin Chinese
Japanese | Japanisch
Korean | Koreanisch
Hindi
Swedish | Schwedisch
Danish | Dänisch
Czech | Tschechisch
Ukrainian | Ukrainisch
`,
);
