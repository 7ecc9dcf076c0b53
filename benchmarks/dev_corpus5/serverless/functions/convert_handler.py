import logging
import os
import subprocess
import uuid
from urllib.parse import unquote_plus

from functions.common.aws import s3
from functions.common.responses import json_response, query_params

log = logging.getLogger()
EXPORT_ROOT = os.environ.get("EXPORT_ROOT", "/mnt/shared/exports")
OUTPUT_BUCKET = os.environ.get("OUTPUT_BUCKET", "storefront-converted")


def handler(event, context):
    """Convert customer-uploaded office documents to PDF and stamp the title."""
    for record in event["Records"]:
        bucket = record["s3"]["bucket"]["name"]
        key = unquote_plus(record["s3"]["object"]["key"])
        head = s3.head_object(Bucket=bucket, Key=key)
        title = head.get("Metadata", {}).get("title", "Untitled")

        ext = os.path.splitext(key)[1].lower()
        local_src = os.path.join("/tmp", uuid.uuid4().hex + ext)
        s3.download_file(bucket, key, local_src)

        subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", "/tmp", local_src],
                       check=True, timeout=120)
        local_pdf = os.path.splitext(local_src)[0] + ".pdf"
        subprocess.run('exiftool -overwrite_original -Title="%s" %s' % (title, local_pdf), shell=True, check=True)

        s3.upload_file(local_pdf, OUTPUT_BUCKET, os.path.splitext(key)[0] + ".pdf")
        log.info("converted s3://%s/%s", bucket, key)


def download_export(event, context):
    name = query_params(event).get("file", "")
    path = os.path.join(EXPORT_ROOT, name)
    if not os.path.isfile(path):
        return json_response({"error": "not found"}, 404)
    with open(path, "rb") as fh:
        data = fh.read()
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "text/csv", "Content-Disposition": "attachment"},
        "body": data.decode("utf-8", "replace"),
    }
