import { group } from './entry';

/** Programming languages, frameworks, platforms and methods of software work (added to a resume's core skills). */
export const SOFTWARE_SKILLS = group(
  'skill',
  `
JavaScript | JS | ECMAScript | ES6 | Vanilla JS
TypeScript | =TS
Python | Python3 | Python 3
Java | Java SE | Java EE | Jakarta EE | J2EE
Kotlin
=Go | Golang | Go lang
Rust | Rust lang
=C | ANSI C | C language | C programming
C++ | CPP | C plus plus
C# | C sharp | CSharp
.NET | dotnet | .NET Core | .NET Framework
ASP.NET | ASP.NET Core | ASP.NET MVC
=Swift | Swift UI | SwiftUI
Objective-C | ObjC | Objective C
Ruby
Ruby on Rails | Rails | RoR
PHP
Laravel
Symfony
Scala
=R | R programming | R language | RStudio
MATLAB
Julia lang
Perl
Haskell
Elixir
Erlang
Clojure
F#
Dart
Lua
Groovy
Fortran
COBOL
Visual Basic | VB.NET | VBA
Assembly language | Assembler
Solidity
Bash | Shell scripting | Shell script | shell scripts | Unix shell
PowerShell
SQL | Structured Query Language
NoSQL
T-SQL | Transact-SQL | TSQL
PL/SQL | PLSQL
GraphQL
REST APIs | =REST | RESTful | REST API | RESTful APIs | RESTful services | RESTful web services
gRPC
SOAP | SOAP web services
WebSockets | WebSocket
HTML | HTML5
CSS | CSS3
Sass | SCSS
Tailwind CSS | Tailwind | TailwindCSS
Bootstrap
=React | React.js | ReactJS | React JS
React Native
Redux | Redux Toolkit
Next.js | NextJS | Next JS
Angular | AngularJS | Angular.js
Vue.js | Vue | VueJS | Vue 3 | Nuxt | Nuxt.js
Svelte | SvelteKit
jQuery
Node.js | =Node | NodeJS | Node JS
Express.js | ExpressJS | =Express
NestJS | Nest.js
Deno
Django | Django REST framework
Flask
FastAPI
=Spring | Spring Framework
Spring Boot | SpringBoot
Hibernate | JPA
Microservices | Microservice architecture | micro services | microservice
Event-driven architecture | event driven | event-driven systems | event sourcing
Distributed systems | distributed computing
System design | software architecture | solution architecture | Softwarearchitektur
Domain-driven design | DDD
Object-oriented programming | OOP | object oriented design | OOD | object-oriented
Functional programming
Design patterns
Data structures | data structures and algorithms
Algorithms
Test-driven development | TDD
Behavior-driven development | BDD | behaviour-driven development
Unit testing | unit tests
Integration testing | integration tests
End-to-end testing | E2E testing | end to end tests | e2e tests
Test automation | automated testing | Testautomatisierung | automated tests
Manual testing | manual QA
Regression testing | regression tests
Performance testing | load testing
Code review | code reviews
Pair programming
Continuous integration | =CI
Continuous delivery | continuous deployment | =CD
CI/CD | CI CD | CICD | CI/CD pipelines
DevOps
DevSecOps
Site reliability engineering | SRE
Infrastructure as code | IaC
Observability
System monitoring | application monitoring | infrastructure monitoring | monitoring and alerting
Incident management | incident response | on-call
Cloud computing | cloud services | cloud platforms | cloud infrastructure | cloud-native | cloud native
Amazon Web Services | AWS
Microsoft Azure | Azure
Google Cloud Platform | GCP | Google Cloud
Serverless | serverless architecture
AWS Lambda | Lambda functions
Amazon S3 | =S3
Amazon EC2 | =EC2
Containerization | containers | containerisation
Linux | Unix | Linux administration
Windows Server
Networking | computer networking | network administration
TCP/IP
Web development | web applications | web apps | Webentwicklung
Frontend development | front end | frontend | front-end development | Frontend-Entwicklung
Backend development | back end | backend | back-end development | Backend-Entwicklung
Full-stack development | full stack | fullstack
Mobile development | mobile apps | mobile applications | App-Entwicklung
iOS | iOS development
Android | Android development
Flutter
Xamarin
Embedded systems | embedded software | embedded C | Embedded-Systeme | firmware
Real-time systems | RTOS
Game development | game engines
=Unity | Unity3D
Unreal Engine | Unreal
Blockchain
Web3
API design | API development | APIs | API
Software development | software engineering | Softwareentwicklung
Agile | agile methodologies | agile development | agile methods | agile environment | agile teams
Scrum
Kanban
=SAFe | Scaled Agile Framework
Waterfall
Version control | source control
Git
Information security | cybersecurity | cyber security | IT security | IT-Sicherheit | Informationssicherheit
Application security | AppSec | secure coding
Network security
Penetration testing | pen testing | pentesting | ethical hacking
Threat modeling | threat modelling
Vulnerability management | vulnerability assessment
Identity and access management | IAM
OAuth | OAuth2 | OAuth 2.0 | OpenID Connect | OIDC
Encryption | cryptography
SIEM
SOC 2 | SOC2
ISO 27001 | ISO/IEC 27001
GDPR | DSGVO | General Data Protection Regulation
HIPAA
PCI DSS | PCI-DSS | PCI compliance
Accessibility | WCAG | a11y | web accessibility | Barrierefreiheit
Responsive design | responsive web design | responsive interfaces | responsive UI | responsive layouts
Performance optimization | performance tuning | performance optimisation
Caching
Technical documentation | technical writing
Open source
Localization | internationalization | i18n | l10n
`,
);

/** Software products and platforms people name as tools (added to a resume's tools). */
export const SOFTWARE_TOOLS = group(
  'tool',
  `
Docker | Docker Compose | Dockerfile
Kubernetes | k8s
=Helm | Helm charts
OpenShift
Terraform
Pulumi
CloudFormation | AWS CloudFormation
Ansible
=Puppet
Chef Infra
Jenkins
GitHub Actions
GitLab CI | GitLab CI/CD | GitLab
GitHub
Bitbucket
CircleCI
Travis CI
Argo CD | ArgoCD
Azure DevOps | Azure Pipelines | TFS
Prometheus
Grafana
Datadog
New Relic
Splunk
ELK Stack | ELK | Elastic Stack | Kibana | Logstash
Elasticsearch | Elastic Search | OpenSearch
Sentry
PagerDuty
Nginx
Apache HTTP Server | Apache httpd
Istio | service mesh
HashiCorp Vault | =Vault
HashiCorp Consul | =Consul
=Nomad
Kafka | Apache Kafka
RabbitMQ
Amazon SQS | SQS
Pub/Sub | Google Pub/Sub
Redis
Memcached
PostgreSQL | Postgres | Postgre SQL | PostgresSQL | psql
MySQL
MariaDB
SQLite
Microsoft SQL Server | SQL Server | MSSQL | MS SQL | MS SQL Server
Oracle Database | Oracle DB | =Oracle | Oracle SQL
MongoDB | Mongo | Mongo DB
DynamoDB | Amazon DynamoDB
Cassandra | Apache Cassandra
Neo4j
CouchDB
Firebase | Firestore
Supabase
Webpack
Vite
Babel
npm | yarn | pnpm
=Maven
Gradle
Jest
Mocha
Vitest
Cypress
Playwright
Selenium | Selenium WebDriver
Appium
JUnit
pytest
Postman
Storybook
JMeter | Apache JMeter
Jira | JIRA Software | Atlassian Jira
Confluence
Trello
Asana
=Notion
=Slack
Microsoft Teams | MS Teams
Visual Studio Code | VS Code | VSCode
Visual Studio
IntelliJ IDEA | IntelliJ
Eclipse IDE
Xcode
Android Studio
Linux servers | Ubuntu | Debian | CentOS | Red Hat | RHEL
VMware | vSphere | ESXi
Hyper-V
Active Directory | Azure AD | Entra ID
Okta
Auth0
Keycloak
Wireshark
Burp Suite
Metasploit
Nessus
CrowdStrike
Salesforce Commerce Cloud
Shopify
WordPress
Drupal
Contentful
Stripe
Twilio
Heroku
Vercel
Netlify
Cloudflare
`,
);
