import os
import logging

import boto3
import requests

from . import settings

log = logging.getLogger(__name__)
_s3 = boto3.client("s3")


def fetch_original(key, dest):
    _s3.download_file(settings.SOURCE_BUCKET, key, dest)
    return dest


def fetch_remote(url, dest):
    """Customers may give a URL instead of uploading to the bucket."""
    with requests.get(url, stream=True, timeout=15) as resp:
        resp.raise_for_status()
        size = 0
        with open(dest, "wb") as fh:
            for chunk in resp.iter_content(64 * 1024):
                size += len(chunk)
                if size > settings.MAX_SOURCE_BYTES:
                    raise ValueError("source too large")
                fh.write(chunk)
    return dest


def publish(local_path, dest_name):
    target = os.path.join(settings.OUTPUT_DIR, dest_name)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    os.replace(local_path, target)
    log.info("published %s", target)
    return target


def publish_preview(local_path, job_id):
    target = os.path.join(settings.OUTPUT_DIR, "previews", "%s.jpg" % int(job_id))
    os.replace(local_path, target)
    return target
