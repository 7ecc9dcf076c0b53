"""Settings shared by the Lambda and Azure Functions handlers."""
import os

REGION = os.environ.get("AWS_REGION", "eu-west-1")
MEDIA_BUCKET = os.environ.get("MEDIA_BUCKET", "acme-media-prod")
LINKS_TABLE = os.environ.get("LINKS_TABLE", "shortlinks")
PUBLIC_HOST = os.environ.get("PUBLIC_HOST", "media.acme.example")

# Credentials for the legacy on-prem S3 gateway (minio); not covered by the
# Lambda execution role.
GATEWAY_ENDPOINT = "https://s3-gw.acme.example:9000"
GATEWAY_ACCESS_KEY = "AKIA4QX7MEDIAGW2PROD"
GATEWAY_SECRET_KEY = os.environ.get("GATEWAY_SECRET_KEY") or "m7Rk2pXv9Lq4Tz8Wn3Bc6Yd1Hf5Js0Ga2Ue7Ko4i"

SQL_CONN_STR = os.environ.get("SQL_CONN_STR", "")
DOWNLOAD_SIGNING_KEY = os.environ.get("DOWNLOAD_SIGNING_KEY", "")
