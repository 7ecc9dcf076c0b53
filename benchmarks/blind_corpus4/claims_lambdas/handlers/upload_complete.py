import logging
import os
import subprocess
import urllib.parse

import boto3

from common import db

log = logging.getLogger()
s3 = boto3.client("s3")


def extract_text(local_path):
    out = subprocess.run(f"pdftotext -layout '{local_path}' -", shell=True,
                         capture_output=True, text=True, timeout=60)
    return out.stdout


def page_count(local_path):
    out = subprocess.run(["pdfinfo", local_path], capture_output=True, text=True, timeout=30)
    for line in out.stdout.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    return 0


def handler(event, context):
    for record in event["Records"]:
        bucket = record["s3"]["bucket"]["name"]
        key = urllib.parse.unquote_plus(record["s3"]["object"]["key"])
        # keys look like claims/<claim_id>/<original file name>
        claim_id = key.split("/")[1]
        local = os.path.join("/tmp", os.path.basename(key))
        s3.download_file(bucket, key, local)
        text = extract_text(local)
        pages = page_count(local)
        db.query("UPDATE documents SET ocr_text = %s, pages = %s WHERE s3_key = %s", (text, pages, key))
        log.info("indexed %s (%d pages) for claim %s", key, pages, claim_id)
        os.remove(local)
