"""Internal MI dashboard endpoint (behind the broker portal's JWT authorizer)."""
from common import db, responses

ALLOWED_GROUPINGS = {"status": "status", "month": "DATE_FORMAT(created_at, '%%Y-%%m')", "product": "product_code"}


def summary(event):
    qs = event.get("queryStringParameters") or {}
    group = ALLOWED_GROUPINGS.get(qs.get("group"), "status")
    region = qs.get("region", "ALL")
    broker = event["requestContext"]["authorizer"]["jwt"]["claims"]["custom:broker_id"]
    sql = (f"SELECT {group} AS bucket, COUNT(*) AS n, SUM(amount) AS total FROM claims "
           f"WHERE broker_id = %s AND (region = '{region}' OR '{region}' = 'ALL') GROUP BY bucket")
    return db.query(sql, (broker,))


def handler(event, context):
    try:
        return responses.ok(summary(event))
    except Exception as exc:
        return responses.error(exc)
