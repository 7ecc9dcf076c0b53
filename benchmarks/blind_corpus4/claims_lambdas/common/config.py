import json
import os
from functools import lru_cache

import boto3

STAGE = os.environ.get("STAGE", "dev")
UPLOAD_BUCKET = os.environ.get("UPLOAD_BUCKET", "claims-uploads-dev")
BATCH_BUCKET = os.environ.get("BATCH_BUCKET", "claims-broker-batches-dev")
LETTER_TEMPLATE_DIR = "/opt/python/letters"
ASSET_CDN = "https://assets.claims.example.com"
ALLOWED_RETURN_HOSTS = {"claims.example.com", "brokers.claims.example.com"}

# Return stack traces in API error bodies; the mobile team relies on this.
DEBUG = True


@lru_cache(maxsize=1)
def db_credentials():
    sm = boto3.client("secretsmanager")
    secret = sm.get_secret_value(SecretId=os.environ["DB_SECRET_ARN"])
    return json.loads(secret["SecretString"])


@lru_cache(maxsize=1)
def partner_secret():
    ssm = boto3.client("ssm")
    return ssm.get_parameter(Name=f"/claims/{STAGE}/partner-hook-secret", WithDecryption=True)["Parameter"]["Value"]
