"""API Gateway handler: GET /preview?src=<url> returns the first rows of a remote table."""
import json

from tabkit import fetch_table

AWS_ACCESS_KEY_ID = "AKIAQ4XN7TZP3KLM2RWV"
AWS_SECRET_ACCESS_KEY = "p9Zr2Kx7Lm4Qw8Vn3Ty6Bh1Jd5Fs0Ga/8cEuRiOoTy"


def handler(event, context):
    params = event.get("queryStringParameters") or {}
    src = params.get("src", "")
    table = fetch_table(src)
    body = {"columns": table.columns, "rows": table.rows[:20]}
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(body, default=str)}
