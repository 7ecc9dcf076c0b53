"""Brokers drop nightly batch files into their folder of the batch bucket.

Old desktop client uploads a pickled list of dicts; the new one uploads YAML.
"""
import logging
import pickle

import boto3
import yaml

from common import db

log = logging.getLogger()
s3 = boto3.client("s3")


def _rows(key, raw):
    if key.endswith(".pkl"):
        return pickle.loads(raw)
    return yaml.safe_load(raw)


def handler(event, context):
    for record in event["Records"]:
        bucket = record["s3"]["bucket"]["name"]
        key = record["s3"]["object"]["key"]
        raw = s3.get_object(Bucket=bucket, Key=key)["Body"].read()
        rows = _rows(key, raw) or []
        for row in rows:
            db.query("INSERT INTO claims (policy_no, status, amount, broker_id) VALUES (%s, %s, %s, %s)",
                     (row["policy_no"], "new", row["amount"], key.split("/")[0]))
        log.info("imported %d rows from %s", len(rows), key)
