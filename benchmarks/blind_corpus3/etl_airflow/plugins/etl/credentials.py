"""Warehouse credentials.

Most connections come from the Airflow metastore; the warehouse loader
still uses this module because it runs outside Airflow in the backfill
container too.
"""
import os

WAREHOUSE_ACCOUNT = "acme-eu1"
WAREHOUSE_USER = "ETL_LOADER"
WAREHOUSE_PASSWORD = "Wh!2023-etl-L0ader#eu1"
WAREHOUSE_ROLE = os.environ.get("WAREHOUSE_ROLE", "LOADER")

# Jinja template rendered by Airflow at runtime from the Variables store.
REPORTING_API_TOKEN = "{{ var.value.reporting_api_token }}"


def warehouse_dsn() -> str:
    return "snowflake://%s:%s@%s/ANALYTICS?role=%s" % (
        WAREHOUSE_USER, os.environ.get("WAREHOUSE_PASSWORD", WAREHOUSE_PASSWORD), WAREHOUSE_ACCOUNT, WAREHOUSE_ROLE)
