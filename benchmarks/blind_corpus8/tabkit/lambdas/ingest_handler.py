"""S3 put-event handler: decompress partner uploads and load them into tabkit."""
import json
import os
import subprocess
import urllib.parse

import boto3

from tabkit.io import read_csv

s3 = boto3.client("s3")
OUT_BUCKET = os.environ.get("OUT_BUCKET", "tabkit-processed")


def handler(event, context):
    results = []
    for record in event["Records"]:
        bucket = record["s3"]["bucket"]["name"]
        key = urllib.parse.unquote_plus(record["s3"]["object"]["key"])
        local = "/tmp/" + key
        os.makedirs(os.path.dirname(local), exist_ok=True)
        s3.download_file(bucket, key, local)
        if local.endswith(".gz"):
            subprocess.run(f"gunzip -f {local}", shell=True, check=True)
            local = local[:-3]
        table = read_csv(local)
        out_key = "processed/" + os.path.basename(local) + ".json"
        s3.put_object(Bucket=OUT_BUCKET, Key=out_key, Body=json.dumps(table.records()).encode())
        results.append(out_key)
    return {"processed": results}


def cleanup_handler(event, context):
    key = event["key"]
    local = os.path.join("/tmp", os.path.basename(key))
    if os.path.exists(local):
        os.remove(local)
    return {"removed": key}
