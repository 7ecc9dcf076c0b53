import os

import boto3

STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY", "")

# Partner bucket lives in the partner's AWS account; they issued us an IAM user.
_partner_session = boto3.session.Session(
    aws_access_key_id="AKIAQ4N7R2VX3JX2KD5M",
    aws_secret_access_key="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",
    region_name=os.environ.get("AWS_REGION", "eu-west-1"),
)

s3 = boto3.client("s3")
rds_data = boto3.client("rds-data")
partner_s3 = _partner_session.client("s3")
