import os

import boto3

from common import config, db, responses

s3 = boto3.client("s3")


def presign_document(event):
    claim_id = int(event["pathParameters"]["id"])
    name = (event.get("queryStringParameters") or {}).get("name", "")
    broker = event["requestContext"]["authorizer"]["jwt"]["claims"]["custom:broker_id"]
    if not db.query("SELECT 1 FROM claims WHERE id = %s AND broker_id = %s", (claim_id, broker)):
        return responses.ok({"error": "not found"}, 404)
    key = f"claims/{claim_id}/{name}"
    url = s3.generate_presigned_url("get_object", Params={"Bucket": config.UPLOAD_BUCKET, "Key": key},
                                    ExpiresIn=300)
    return responses.ok({"url": url})


def letter_template(event):
    name = (event.get("queryStringParameters") or {}).get("template", "standard.txt")
    path = os.path.join(config.LETTER_TEMPLATE_DIR, name)
    with open(path) as fh:
        return responses.ok({"template": fh.read()})


def export_csv(rows):
    path = "/tmp/claims-export.csv"
    with open(path, "w") as fh:
        for r in rows:
            fh.write(",".join(str(v) for v in r.values()) + "\n")
    return path


def handler(event, context):
    try:
        if event.get("rawPath", "").startswith("/letters"):
            return letter_template(event)
        return presign_document(event)
    except Exception as exc:
        return responses.error(exc)
