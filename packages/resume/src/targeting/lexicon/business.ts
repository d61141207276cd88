import { group } from './entry';

/** Sales, marketing, finance, accounting, product and people work. */
export const BUSINESS_SKILLS = group(
  'skill',
  `
// sales and customer work
Sales | selling | Vertrieb
B2B sales | B2B | business-to-business
B2C | business-to-consumer
SaaS sales | SaaS | software as a service
Inside sales
Field sales | Außendienst
Enterprise sales
Account management | key account management | KAM | Kundenbetreuung | Kundenstamm | Bestandskundenbetreuung
Business development | BD | Geschäftsentwicklung
Lead generation | lead gen | Leadgenerierung
Prospecting | outbound prospecting | cold calling | Kaltakquise | Akquise | Neukundenakquise
Pipeline management | sales pipeline
Sales forecasting
Negotiation | negotiating | negotiation skills | Verhandlungsgeschick | Verhandlungsführung | Verhandlungsstärke
Closing deals | deal closing
Solution selling | consultative selling
Customer relationship management | CRM
Customer success | customer success management
Customer service | customer support | client service | Kundenservice | Kundendienst
Customer experience | =CX
Upselling | cross-selling | upsell
Quota attainment | sales quota | quota
Territory management
Retail sales | retail
E-commerce | ecommerce | online retail | E-Commerce | Onlinehandel
// marketing
Marketing | Marketing
Digital marketing | online marketing | Online-Marketing
Content marketing | content strategy | Content-Marketing
Content creation
Copywriting
Social media marketing | social media | social media management
Search engine optimization | SEO | Suchmaschinenoptimierung
Search engine marketing | SEM | =SEA | paid search | PPC | pay-per-click
Performance marketing | paid media | paid social
Email marketing | e-mail marketing | E-Mail-Marketing
Marketing automation
Growth marketing | growth hacking
Product marketing
Brand management | branding | brand strategy | Markenführung
Market research | Marktforschung | market analysis | Marktanalyse
Competitive analysis | competitor analysis | Wettbewerbsanalyse
Go-to-market strategy | go-to-market | GTM
Campaign management | marketing campaigns
Public relations | =PR | Öffentlichkeitsarbeit | media relations
Event management | Eventmanagement
Conversion rate optimization | CRO | Conversion-Optimierung | Conversion-Rate-Optimierung
Marketing analytics
Customer segmentation | segmentation
Influencer marketing
Affiliate marketing
// finance and accounting
Accounting | Buchhaltung | bookkeeping | Rechnungswesen
Financial accounting | Finanzbuchhaltung | Fibu
Management accounting | cost accounting | Kostenrechnung | controlling | Controlling
Financial reporting | Finanzberichterstattung | management reporting
Financial analysis | Finanzanalyse
Financial modeling | financial modelling | Finanzmodellierung
Forecasting | financial forecasting | Prognose | forecast
Budgeting | budget planning | Budgetplanung | budget management
FP&A | financial planning and analysis | financial planning
Accounts payable | =AP | Kreditorenbuchhaltung | Kreditoren
Accounts receivable | =AR | Debitorenbuchhaltung | Debitoren
General ledger | =GL | Hauptbuch
Month-end close | month end close | financial close | Monatsabschluss | Jahresabschluss | year-end close | Monatsabschlüsse | Jahresabschlüsse
Reconciliation | reconciliations | account reconciliation | bank reconciliation | Abstimmung
Payroll | Lohnabrechnung | Gehaltsabrechnung
Tax | taxation | tax compliance | Steuern | tax returns | Steuererklärungen
VAT | Umsatzsteuer | Umsatzsteuervoranmeldung | USt-Voranmeldung
GAAP | US GAAP
IFRS
HGB
Auditing | audit | internal audit | external audit | Wirtschaftsprüfung | Revision
Risk management | Risikomanagement
Compliance | regulatory compliance | Compliance
Anti-money laundering | =AML | KYC | know your customer
Treasury | cash management | Liquiditätsmanagement
Valuation | DCF | discounted cash flow
Mergers and acquisitions | M&A
Corporate finance
Investment banking
Portfolio management
Equity research
Credit analysis | credit risk | underwriting
Due diligence
Variance analysis | Abweichungsanalyse
Cost control | cost reduction | Kostenkontrolle
Invoicing | billing | Fakturierung | Rechnungsstellung
// product and project work
Product management | Produktmanagement
Product strategy | product vision
Product roadmap | roadmap | roadmaps | roadmapping
Product discovery
User stories | backlog management | backlog | product backlog
Requirements gathering | requirements analysis | requirements engineering | Anforderungsanalyse | Anforderungsmanagement
Business analysis | Businessanalyse
Process improvement | process optimization | process optimisation | Prozessoptimierung | continuous improvement | KVP
Process mapping | BPMN | business process modeling
Change management | Changemanagement | Change-Management
Project management | Projektmanagement | project planning | Projektplanung | project coordination
Program management | programme management
Portfolio management office | PMO
Stakeholder management | stakeholder communication | Stakeholdermanagement
Strategic planning | Strategieentwicklung | corporate strategy
OKRs | OKR | objectives and key results
KPIs | KPI | key performance indicators | Kennzahlen
Vendor management | supplier management | Lieferantenmanagement
Contract management | Vertragsmanagement | contract negotiation
Consulting | management consulting | Beratung
Presentation skills | presentations | public speaking | Präsentationsfähigkeit | presenting
Communication skills | communication | Kommunikationsfähigkeit | Kommunikationsstärke | written and verbal communication
Teamwork | team player | Teamfähigkeit | Teamgeist
Leadership | leading a team | people leadership | Führungserfahrung | Führungskompetenz | team leadership | leading teams
People management | team management | Personalführung | managing teams | direct reports | line management
Mentoring | coaching | mentorship | Praxisanleitung | Anleitung von Auszubildenden
Problem solving | problem-solving | Problemlösung | Problemlösungskompetenz
Analytical skills | analytical thinking | analytisches Denken | analytische Fähigkeiten
Attention to detail | detail-oriented | detail oriented | Sorgfalt
Time management | Zeitmanagement | prioritization
Cross-functional collaboration | cross-functional teams | cross-functional
// people and HR
Recruiting | recruitment | talent acquisition | Recruiting | Personalbeschaffung
Sourcing | candidate sourcing | Active Sourcing
Boolean search | Boolean sourcing | X-ray search
Interviewing
Onboarding
Employee relations | Arbeitnehmerbeziehungen
Performance management
Compensation and benefits | C&B | compensation | benefits administration
Talent management | Talentmanagement
Learning and development | L&D | training and development | Personalentwicklung
Employer branding
HR administration | Personaladministration | Personalverwaltung
Labor law | employment law | Arbeitsrecht | labour law
Workforce planning | Personalplanung
Diversity and inclusion | DEI | D&I
// legal and administration
Contract law | Vertragsrecht
Legal research
Litigation
Corporate law | Gesellschaftsrecht
Intellectual property | =IP | patents
Data protection | Datenschutz | privacy
Office management | Büromanagement | Office-Management
Administrative support | office administration | Sachbearbeitung
Appointment scheduling | calendar management | Terminplanung | Terminkoordination
Data entry | Dateneingabe
`,
);

export const BUSINESS_TOOLS = group(
  'tool',
  `
Salesforce | SFDC | Salesforce CRM
HubSpot | HubSpot CRM
Microsoft Dynamics 365 | Dynamics 365 | MS Dynamics | Dynamics CRM
Pipedrive
Zoho CRM | Zoho
Outreach.io
Salesloft
LinkedIn Sales Navigator | Sales Navigator
Gong
ZoomInfo
Marketo | Adobe Marketo
Mailchimp
Klaviyo
LinkedIn Recruiter
Pardot | Marketing Cloud Account Engagement
Hootsuite
=Buffer
Google Ads | AdWords | Google AdWords
Microsoft Advertising | Bing Ads
Meta Ads | Facebook Ads | Meta Business Suite | Facebook Ads Manager
LinkedIn Ads | LinkedIn Campaign Manager
Semrush | SEMrush
Ahrefs
Google Tag Manager | GTM container
Google Search Console
Hotjar
Optimizely
Zendesk
Intercom
Freshdesk
ServiceNow
Microsoft Excel | =Excel | MS Excel | Excel spreadsheets | Advanced Excel | Excel
Microsoft Word | MS Word
Microsoft PowerPoint | PowerPoint | MS PowerPoint | PPT
Microsoft Outlook | Outlook
Microsoft Office | MS Office | Office 365 | Microsoft 365 | M365 | MS-Office
Google Workspace | G Suite | Google Sheets | Google Docs
SAP | SAP ERP | SAP S/4HANA | S/4HANA | SAP FI | SAP CO | SAP FI/CO | SAP R/3
Oracle NetSuite | NetSuite
Oracle Financials | Oracle EBS | Oracle E-Business Suite
QuickBooks
Xero
DATEV
=Sage | Sage Intacct
Lexware
=Workday
SuccessFactors | SAP SuccessFactors
BambooHR
Personio
=Greenhouse
=Lever
ADP | ADP Workforce Now
Bloomberg Terminal | Bloomberg
Capital IQ | S&P Capital IQ
FactSet
Refinitiv | Eikon
Hyperion | Oracle Hyperion
Anaplan
Adaptive Insights | Workday Adaptive Planning
Coupa
ERP systems | =ERP | ERP software | enterprise resource planning | ERP-System
Ariba | SAP Ariba
DocuSign
Monday.com
Smartsheet
Microsoft Project | MS Project
Miro
Airtable
Zapier
Tableau CRM
`,
);
