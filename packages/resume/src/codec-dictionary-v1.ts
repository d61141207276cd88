/**
 * Preset deflate dictionary of share-link format 1 (DESIGN.md decision 9).
 *
 * FROZEN: links made with this dictionary live in people's bookmarks, e-mails and printed CVs. Changing a single
 * byte here breaks every one of them. To improve compression, add a new dictionary file and a new format version
 * ('_2'), and keep this one so old links stay decodable. A unit test pins its length and checksum.
 *
 * Deflate reaches back at most 32 KB, and nearer matches cost fewer bits, so the most frequent strings (the JSON
 * shape of a compacted resume) come last. The content is general resume vocabulary, not any particular resume.
 */
const PARTS: readonly string[] = [
  // Common words of professional writing, roughly alphabetical.
  'ability accessible accounts accuracy achieve achieved achievements across actionable adopted adoption ',
  'advanced analytics annual application applications approach architecture assessment automated ',
  'availability average awarded backlog best practices brand budget business campaigns capabilities ',
  'capacity changes client clients cloud code codebase collaboration company compliance components ',
  'conference content contracts conversion core cost critical culture customer daily dashboards data ',
  'database decisions delivery demand department deployment digital documentation downtime efficiency ',
  'enterprise environment events excellence experience experiments expertise feature features feedback ',
  'financial first framework full-time funding global goals growth guidelines high-quality hiring hours ',
  'impact including industry initiatives innovative insights integration internal international inventory ',
  'issues key knowledge latency launch leadership learning legacy leads library load manual market ',
  'members metrics migration mobile model models modern monthly multiple network new onboarding online ',
  'open-source operational organization outreach over part-time partners patients pipeline plans ',
  'policies portfolio practices presentations pricing priorities process processes production products ',
  'program programs project projects quality quarterly real-time records regional regulatory release ',
  'releases reliability reports requirements response results retention reviews roadmap satisfaction ',
  'scalable schedule search service sessions solutions standards startup strategic students success ',
  'survey system systems targets technical technology tests time tools traffic training transactions ',
  'uptime usage user vendor vendors weekly workflow workflows workshops world-class ',
  '10% 15% 20% 25% 30% 40% 50% 60% 2x 3x 10x $1M $2M $5M $10M 10+ 20+ 50+ 100+ 1,000 10,000 100,000 ',
  // Everyday resume prose.
  'responsible for the development of new features and ensuring high quality, working closely with customers, ',
  'partners and stakeholders across the organization to identify opportunities, define requirements and ',
  'communicate results to senior leadership and the executive team. Coordinated with cross-functional teams ',
  'of engineers, designers, product managers and analysts. Trained and onboarded new hires; ',
  'Achieved Accelerated Analyzed Architected Automated Built Championed Collaborated with Coached Created ',
  'Cut Defined Delivered Deployed Designed Developed Directed Drove Established Expanded Generated Grew ',
  'Helped Identified Implemented Improved Increased Introduced Launched Led Managed Mentored Migrated ',
  'Negotiated Optimized Optimised Organized Oversaw Owned Partnered with Planned Prepared Presented ',
  'Reduced Redesigned Refactored Resolved Scaled Secured Shipped Simplified Streamlined Supported ',
  'Taught Transformed Wrote ',
  'revenue, customer satisfaction, conversion, retention, engagement, efficiency, accuracy, costs, ',
  'annual recurring revenue (ARR), pipeline, quota attainment, budget, forecast, P&L, KPIs, OKRs, ',
  'million, billion, thousand, per month, per year, a year, a month, a week, year over year, ',
  'from scratch, end-to-end, on time and within budget, in production, at scale, across the company, ',
  'users, customers, clients, students, patients, employees, stakeholders, partners, ',
  'web application, mobile app, platform, dashboard, API, APIs, microservices, database, pipeline, ',
  'infrastructure, automation, testing, deployment, monitoring, performance, security, accessibility, ',
  'design system, user research, usability testing, prototypes, wireframes, brand identity, ',
  'research, analysis, reporting, strategy, operations, marketing, sales, finance, product, engineering, ',
  'team of , teams, engineers, developers, designers, managers, analysts, people, direct reports, ',
  'resulting in , leading to , improving , increasing , reducing , saving , by , to , from , with , for , ',
  'of the , in the , and the , on the , for the , to the , with the , that , which , ',
  // Titles.
  'Senior Software Engineer, Software Engineer, Staff Engineer, Principal Engineer, Engineering Manager, ',
  'Full-Stack Engineer, Frontend Developer, Backend Developer, Web Developer, Mobile Developer, ',
  'DevOps Engineer, Site Reliability Engineer, Data Engineer, Data Scientist, Data Analyst, ',
  'Machine Learning Engineer, Product Manager, Senior Product Manager, Product Designer, UX Designer, ',
  'UI/UX Designer, Graphic Designer, Project Manager, Program Manager, Business Analyst, Consultant, ',
  'Marketing Manager, Account Executive, Account Manager, Sales Manager, Customer Success Manager, ',
  'Financial Analyst, Accountant, Operations Manager, Office Manager, HR Manager, Recruiter, ',
  'Teacher, Professor, Research Assistant, Teaching Assistant, Nurse, Intern, Internship, ',
  'Director of , Head of , Vice President, VP of , Chief Executive Officer, Chief Operating Officer, ',
  'Chief Technology Officer, Founder, Co-Founder, Freelance, Lead , Senior , Junior , Associate , ',
  // Education.
  'University of , State University, College, Institute of Technology, School of , ',
  'Bachelor of Science, Bachelor of Arts, Bachelor of Engineering, Master of Science, Master of Arts, ',
  'Master of Business Administration (MBA), Doctor of Philosophy (PhD), Associate Degree, High School Diploma, ',
  'Computer Science, Computer Engineering, Electrical Engineering, Mechanical Engineering, Information Technology, ',
  'Business Administration, Economics, Finance, Accounting, Marketing, Mathematics, Statistics, Physics, ',
  'Biology, Chemistry, Psychology, Communications, Graphic Design, English, History, Political Science, ',
  "GPA: 3./4.0, graduated with honors, summa cum laude, magna cum laude, cum laude, Dean's List, ",
  'Relevant coursework: , Thesis: , Minor in , Study abroad, Scholarship, ',
  // Skills and tools.
  'JavaScript, TypeScript, Python, Java, C++, C#, Go, Rust, Ruby, PHP, Swift, Kotlin, Scala, R, SQL, ',
  'HTML, CSS, Sass, Tailwind CSS, React, React Native, Next.js, Vue.js, Angular, Svelte, Node.js, ',
  'Express, Django, Flask, FastAPI, Spring Boot, .NET, Ruby on Rails, GraphQL, REST APIs, gRPC, ',
  'PostgreSQL, MySQL, MongoDB, Redis, Elasticsearch, Kafka, RabbitMQ, Snowflake, BigQuery, ',
  'AWS, Azure, Google Cloud, GCP, Docker, Kubernetes, Terraform, Linux, Git, GitHub, GitLab, CI/CD, ',
  'Jenkins, GitHub Actions, Datadog, Grafana, Prometheus, Jira, Confluence, Notion, Slack, VS Code, ',
  'Figma, Sketch, Adobe Creative Suite, Photoshop, Illustrator, InDesign, Miro, ',
  'Excel, PowerPoint, Google Analytics, Tableau, Power BI, Looker, SAP, Salesforce, HubSpot, ',
  'Machine Learning, Deep Learning, TensorFlow, PyTorch, pandas, NumPy, scikit-learn, LLMs, ',
  'Agile, Scrum, Kanban, Leadership, Communication, Problem Solving, Project Management, ',
  'Stakeholder Management, Public Speaking, Negotiation, Team Leadership, Mentoring, System Design, ',
  // Certifications and sections.
  'AWS Certified Developer Associate, AWS Certified Solutions Architect, Google Cloud Professional, ',
  'Microsoft Azure Fundamentals, PMP (Project Management Professional), Scrum Master Certified (SMC), ',
  'CompTIA Security+, Certified Ethical Hacker (CEH), Google Analytics Certified, ',
  'HubSpot Content Marketing Certified, Salesforce Administrator, Certified ScrumMaster (CSM), ',
  'Certified Public Accountant (CPA), Certified Kubernetes Administrator (CKA), ',
  'Awards & Honors, Publications, Volunteer Experience, Speaking Engagements, Patents, ',
  'Professional Memberships, Languages, Interests, Hobbies, References, Portfolio, Blog, Website, ',
  // Languages.
  'English (native), English (fluent), Spanish (native), Spanish (fluent), Spanish (conversational), ',
  'French (intermediate), German (basic), Mandarin, Hindi, Portuguese, Japanese, Korean, Arabic, Italian, ',
  ' (professional working), (native), (fluent), (conversational), (intermediate), (basic), ',
  // Places and addresses.
  'San Francisco, CA; New York, NY; Los Angeles, CA; Seattle, WA; Austin, TX; Boston, MA; Chicago, IL; ',
  'Denver, CO; Atlanta, GA; Washington, DC; London, UK; Toronto, ON; Berlin, Germany; Remote; ',
  '@gmail.com @outlook.com @yahoo.com @example.com (555) 555-0 +1 ',
  'https://www.linkedin.com/in/ https://github.com/ https://www. .com/ .dev .io .org .net ',
  // Template ids, colours and fonts.
  't02-modern-box t03-elegant-sidebar t04-typographic t05-compact-one t06-two-column t07-tech-minimal ',
  't08-executive t09-creative t10-academic t11-simple-line t12-bold-header t13-left-rule t14-grid-focus ',
  't15-side-accent t16-corporate t17-product-mgr t18-data-scientist t19-designer t20-sales-ops ',
  't21-sample1 t22-sample2 ',
  '"color":"#7c3aed","color":"#059669","color":"#dc2626","color":"#ea580c","color":"#0891b2",',
  '"color":"#4f46e5","color":"#374151","fontFamily":"roboto","fontFamily":"source-sans",',
  '"fontFamily":"georgia","fontFamily":"system","lineSpacing":1.2,"lineSpacing":1.6,',
  '"pageMargins":{"top":16,"right":16,"bottom":16,"left":16},',
  // The JSON shape of a compacted resume, most frequent last.
  '"startDate":"2019-0","startDate":"2020-0","startDate":"2021-0","startDate":"2022-0","startDate":"2023-0",',
  '"endDate":"2019-1","endDate":"2020-1","endDate":"2021-1","endDate":"2022-1","endDate":"2023-1","endDate":"2024-0',
  '{"meta":{"title":"","templateId":"t","profile":{"fullName":"","headline":"","location":"","phone":"',
  '","email":"","website":"https://","linkedin":"linkedin.com/in/","github":"github.com/","summary":"',
  '"skills":{"core":["","tools":["","languages":["English (native)","',
  '"certifications":["","links":[{"label":"","url":"https://',
  '"custom":[{"label":"Awards & Honors","bullets":["',
  '"education":[{"school":"University of ","degree":"Bachelor of Science","field":"","details":["',
  '"projects":[{"name":"","url":"https://github.com/","role":"',
  '"experience":[{"title":"Senior ","company":"","location":"',
  '","startDate":"20","endDate":"20","technologies":["","bullets":["',
  '"]},{"title":"","company":"","location":"","startDate":"20',
  '","endDate":"20","bullets":["',
  '","**","*","',
  '"],"technologies":["',
  '"]},{"',
  '","',
];

export const DICTIONARY_V1_TEXT: string = PARTS.join('');

/** The dictionary as bytes (UTF-8). Built once per process. */
export const DICTIONARY_V1: Uint8Array = new TextEncoder().encode(DICTIONARY_V1_TEXT);
