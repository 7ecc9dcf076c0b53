import os

WAREHOUSE_URL = "postgresql+psycopg2://etl_loader:Summer2021!etl@dwh-prod.internal:5432/warehouse"
STAGING_SCHEMA = "staging"
PARTNER_SFTP_HOST = "sftp.partners.example.com"
PARTNER_SFTP_USER = "acme_etl"
PARTNER_SFTP_KEY = os.environ.get("PARTNER_SFTP_KEY_PATH", "/opt/airflow/keys/partner_rsa")
LANDING_DIR = "/data/landing"
REPORT_DIR = "/data/share/reports"
MODEL_PATH = "/opt/airflow/models/churn-2023-11.joblib"
SLACK_WEBHOOK = os.environ.get("ETL_SLACK_WEBHOOK")
RULES_FILE = os.path.join(os.path.dirname(__file__), "rules.yml")
