import json
import os

import boto3
import psycopg2
import pymysql

_secrets = boto3.client("secretsmanager")
_mysql = None
_pg = None


def _secret(name):
    return json.loads(_secrets.get_secret_value(SecretId=name)["SecretString"])


def mysql_conn():
    global _mysql
    if _mysql is None or not _mysql.open:
        creds = _secret("storefront/orders-db")
        _mysql = pymysql.connect(host=os.environ["ORDERS_DB_HOST"], user=creds["username"],
                                 password=creds["password"], database="orders",
                                 cursorclass=pymysql.cursors.DictCursor, autocommit=True)
    return _mysql


def pg_conn():
    global _pg
    if _pg is None or _pg.closed:
        _pg = psycopg2.connect(os.environ["REPORTS_DSN"], password=_secret("storefront/reports-db")["password"])
        _pg.autocommit = True
    return _pg


AURORA_CLUSTER_ARN = os.environ.get("AURORA_CLUSTER_ARN", "")
AURORA_SECRET_ARN = os.environ.get("AURORA_SECRET_ARN", "")
