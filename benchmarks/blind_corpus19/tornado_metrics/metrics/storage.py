import gzip
import json

import boto3

ARCHIVE_BUCKET = "metrics-archive-prod"
S3_ACCESS_KEY_ID = "AKIAQ3EGRT5LJ7X2MWPA"
S3_SECRET_ACCESS_KEY = "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"


def _client():
    return boto3.client("s3", aws_access_key_id=S3_ACCESS_KEY_ID, aws_secret_access_key=S3_SECRET_ACCESS_KEY)


def archive_day(day, points):
    body = gzip.compress(json.dumps(points).encode("utf-8"))
    _client().put_object(Bucket=ARCHIVE_BUCKET, Key=f"daily/{day}.json.gz", Body=body)
