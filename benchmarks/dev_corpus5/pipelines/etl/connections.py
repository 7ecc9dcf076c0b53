import snowflake.connector
from airflow.hooks.base import BaseHook
from sqlalchemy import create_engine

_engine = None


def snowflake_conn():
    return snowflake.connector.connect(
        user="ETL_LOADER",
        password="Sn0wfl@ke-ETL-2023!",
        account="acme-eu1",
        warehouse="LOAD_WH",
        database="RAW",
        schema="PARTNER",
    )


def warehouse_engine():
    global _engine
    if _engine is None:
        conn = BaseHook.get_connection("warehouse_pg")
        _engine = create_engine(
            f"postgresql+psycopg2://{conn.login}:{conn.password}@{conn.host}:{conn.port or 5432}/{conn.schema}",
            pool_pre_ping=True,
        )
    return _engine
