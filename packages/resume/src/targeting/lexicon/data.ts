import { group } from './entry';

/** Data, analytics and machine learning. */
export const DATA_SKILLS = group(
  'skill',
  `
Data analysis | data analytics | analytics | analysing data | analyzing data | Datenanalyse
Data science | Data Science
Machine learning | =ML | Maschinelles Lernen
Deep learning
Artificial intelligence | =AI | KI | Künstliche Intelligenz
Natural language processing | NLP
Computer vision
Large language models | LLMs | LLM | generative AI | GenAI
Prompt engineering
Retrieval-augmented generation | RAG
MLOps
Reinforcement learning
Recommender systems | recommendation systems
Time series analysis | time series | time series forecasting
Predictive modeling | predictive modelling | predictive analytics | predictive models
Statistics | statistical modeling | statistical modelling | statistical analysis | Statistik
A/B testing | AB testing | split testing | experimentation | A/B tests
Hypothesis testing
Regression analysis | regression models | linear regression | logistic regression
Data visualization | data visualisation | dashboards | Datenvisualisierung | dashboarding
Data engineering
Data pipelines | data pipeline | ETL | ELT | ETL pipelines
Data modeling | data modelling | Datenmodellierung
Data warehousing | data warehouse | DWH
Data lakes | data lake | lakehouse
Data governance
Data quality
Master data management | MDM | Stammdatenmanagement
Big data
Business intelligence | =BI
Data mining
Feature engineering
Pandas
NumPy
SciPy
scikit-learn | sklearn | scikit learn
TensorFlow
PyTorch
Keras
XGBoost
Hugging Face | Transformers library
LangChain
Jupyter | Jupyter Notebooks | Jupyter notebook
Apache Spark | =Spark | Spark SQL
PySpark
Hadoop | HDFS
Apache Hive | =Hive
Apache Airflow | Airflow
=dbt | data build tool
Apache Flink | Flink
Stream processing | streaming data | real-time data
=SAS
SPSS | IBM SPSS
Stata
Excel modeling | Excel modelling
Quantitative analysis | quantitative research
Econometrics
Operations research | optimization models
Survey design
`,
);

export const DATA_TOOLS = group(
  'tool',
  `
Tableau
Power BI | PowerBI | Microsoft Power BI
Looker | Looker Studio | Google Data Studio
Qlik | QlikView | Qlik Sense
Metabase
Snowflake
Google BigQuery | BigQuery
Amazon Redshift | Redshift
Databricks
Azure Data Factory
AWS Glue
Amazon SageMaker | SageMaker
Vertex AI
MLflow
Kubeflow
Alteryx
KNIME
Google Analytics | GA4 | Google Analytics 4
Adobe Analytics
Mixpanel
=Amplitude
Fivetran
Informatica
Talend
SSIS | SQL Server Integration Services
SSRS
`,
);
