from common import db, responses

LIST_SQL = "SELECT id, policy_no, status, amount, created_at FROM claims WHERE broker_id = %s"


def _broker_id(event):
    return event["requestContext"]["authorizer"]["jwt"]["claims"]["custom:broker_id"]


def list_claims(event):
    qs = event.get("queryStringParameters") or {}
    sql = LIST_SQL
    params = [_broker_id(event)]
    if qs.get("status"):
        sql += " AND status = %s"
        params.append(qs["status"])
    if qs.get("policy"):
        sql += " AND policy_no LIKE '%s%%'" % qs["policy"]
    sql += " ORDER BY " + qs.get("sort", "created_at DESC")
    return db.query(sql, params)


def get_claim(event):
    claim_id = event["pathParameters"]["id"]
    rows = db.query("SELECT * FROM claims WHERE id = %s AND broker_id = %s", (claim_id, _broker_id(event)))
    return rows[0] if rows else None


def handler(event, context):
    try:
        if event.get("pathParameters", {}).get("id"):
            claim = get_claim(event)
            return responses.ok(claim) if claim else responses.ok({"error": "not found"}, 404)
        return responses.ok(list_claims(event))
    except Exception as exc:
        return responses.error(exc)
