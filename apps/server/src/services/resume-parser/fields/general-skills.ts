/**
 * Skills found whole in any resume, besides the tenant's positions' own: languages, frameworks,
 * tools and methods that resumes across trades name. '|' separates them (so '/' and '&' stay).
 */
export const GENERAL_SKILLS: readonly string[] = [
  'JavaScript|TypeScript|Python|Java|C|C++|C#|Go|Golang|Rust|Ruby|PHP|Kotlin|Swift|Objective-C|Scala|R|MATLAB|Perl|Dart|Elixir|Haskell|Lua|Bash|PowerShell|SQL|NoSQL|GraphQL|HTML|CSS|Sass',
  'Node.js|React|React Native|Angular|Vue.js|Next.js|Svelte|Express|Django|Flask|FastAPI|Spring|Spring Boot|.NET|ASP.NET|Ruby on Rails|Laravel|Symfony|jQuery|Redux|Tailwind CSS|Flutter',
  'PostgreSQL|MySQL|SQLite|MongoDB|Redis|Elasticsearch|Kafka|RabbitMQ|Cassandra|DynamoDB|Oracle|SQL Server|Snowflake|BigQuery|Spark|Hadoop|Airflow|dbt|Databricks',
  'AWS|Azure|Google Cloud|GCP|Docker|Kubernetes|Terraform|Ansible|Jenkins|GitHub Actions|GitLab CI|CI/CD|Linux|Git|Nginx|Prometheus|Grafana|Datadog|Helm|OpenShift',
  'Machine Learning|Deep Learning|TensorFlow|PyTorch|scikit-learn|pandas|NumPy|NLP|Computer Vision|Statistics|Data Analysis|Data Visualization|ETL|A/B testing',
  'Excel|Microsoft Excel|Power BI|Tableau|Looker|Google Analytics|SAP|Salesforce|HubSpot|Jira|Confluence|Asana|Trello|Notion|Slack|Microsoft Office|Word|PowerPoint|Outlook|SharePoint|QuickBooks|Xero|Workday|ServiceNow|Zendesk',
  'Figma|Sketch|Adobe XD|Photoshop|Illustrator|InDesign|After Effects|Premiere Pro|Blender|AutoCAD|SolidWorks|CATIA|Revit|Fusion 360|ANSYS|GD&T|CAD|CAM|PLC|SCADA',
  'Agile|Scrum|Kanban|Lean|Six Sigma|Lean Six Sigma|PRINCE2|PMP|ITIL|TDD|DevOps|Microservices|REST|REST APIs|gRPC|OAuth|UX research|UI design|Accessibility|WCAG|SEO|SEM|Copywriting',
  'Project management|Product management|Stakeholder management|Team leadership|Budgeting|Forecasting|Financial modeling|Accounting|Bookkeeping|Auditing|IFRS|GAAP|Payroll|Recruiting|Negotiation|Customer service|Sales|Public speaking|Training',
  'ISO 9001|HACCP|OSHA|First aid|CPR|BLS|ACLS|EHR|Epic|Phlebotomy|Forklift|Welding|CNC|Supply chain|Inventory management|Logistics|Procurement|Warehouse management',
].flatMap((group) => group.split('|'));

/**
 * General skills that are also everyday words ('Sales', 'Word', 'Go', 'Lean'): they count as
 * skills where a skills section lists them, not wherever the text says them.
 */
export const PLAIN_WORD_SKILLS: ReadonlySet<string> = new Set(
  'Go|Swift|Rust|Dart|R|C|Spring|Express|Word|Excel|Outlook|Slack|Notion|Epic|Lean|Sales|Training|Statistics|Accounting|Bookkeeping|Auditing|Payroll|Recruiting|Negotiation|Budgeting|Forecasting|Logistics|Procurement|Welding|Accessibility|Copywriting|Customer service|Public speaking|Supply chain|Project management|Product management|Team leadership|Data Analysis|Data Visualization'.split(
    '|',
  ),
);
