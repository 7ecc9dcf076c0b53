import os

from psycopg2 import sql

from functions.common.aws import rds_data
from functions.common.db import AURORA_CLUSTER_ARN, AURORA_SECRET_ARN, pg_conn
from functions.common.responses import json_response, query_params

REPORT_TABLES = {
    "daily": "rpt_daily_sales",
    "weekly": "rpt_weekly_sales",
    "returns": "rpt_returns",
}


def sales_by_region(region, since):
    with pg_conn().cursor() as cur:
        cur.execute(f"SELECT sku, sum(qty), sum(revenue) FROM sales WHERE region = '{region}' "
                    f"AND sold_at >= '{since}' GROUP BY sku ORDER BY 3 DESC LIMIT 100")
        return cur.fetchall()


def canned_report(name, limit):
    table = REPORT_TABLES[name]
    query = sql.SQL("SELECT * FROM {} ORDER BY day DESC LIMIT %s").format(sql.Identifier(table))
    with pg_conn().cursor() as cur:
        cur.execute(query, (limit,))
        cols = [c.name for c in cur.description]
        return [dict(zip(cols, row)) for row in cur.fetchall()]


def customer_ltv(customer_id):
    resp = rds_data.execute_statement(
        resourceArn=AURORA_CLUSTER_ARN,
        secretArn=AURORA_SECRET_ARN,
        database="crm",
        sql="SELECT sum(total) AS ltv, count(*) AS orders FROM orders WHERE customer_ref = '" + customer_id + "'",
    )
    return resp["records"]


def customer_segments(customer_id):
    resp = rds_data.execute_statement(
        resourceArn=AURORA_CLUSTER_ARN,
        secretArn=AURORA_SECRET_ARN,
        database="crm",
        sql="SELECT segment, assigned_at FROM customer_segments WHERE customer_ref = :ref",
        parameters=[{"name": "ref", "value": {"stringValue": customer_id}}],
    )
    return resp["records"]


def handler(event, context):
    name = event.get("pathParameters", {}).get("name")
    params = query_params(event)
    if name == "region":
        return json_response(sales_by_region(params.get("region", "EU"), params.get("since", "2024-01-01")))
    if name == "customer":
        cid = params.get("customer", "")
        return json_response({"ltv": customer_ltv(cid), "segments": customer_segments(cid)})
    if name in REPORT_TABLES:
        return json_response(canned_report(name, min(int(params.get("limit", 30)), 365)))
    return json_response({"error": "unknown report"}, 404)
