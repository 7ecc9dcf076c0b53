"""GET /thumb?key=<s3 key>&size=200x200 -- resize with ImageMagick from the layer."""
import os
import subprocess
import tempfile

import boto3

from shared.config import MEDIA_BUCKET
from shared.http import json_response, query

s3 = boto3.client("s3")
ALLOWED_SIZES = {"100x100", "200x200", "400x400", "800x600"}


def handler(event, context):
    params = query(event)
    key = params.get("key", "")
    size = params.get("size", "200x200")
    if size not in ALLOWED_SIZES:
        return json_response({"error": "unsupported size"}, 400)

    with tempfile.NamedTemporaryFile(suffix=os.path.splitext(key)[1], dir="/tmp", delete=False) as fh:
        src = fh.name
    s3.download_file(MEDIA_BUCKET, key, src)
    thumb_key = "thumbs/%s/%s" % (size, key)
    out = "/tmp/thumb-" + os.path.basename(key)
    cmd = "/opt/bin/convert %s -thumbnail %s^ -gravity center -extent %s %s" % (src, size, size, out)
    subprocess.run(cmd, shell=True, check=True)
    s3.upload_file(out, MEDIA_BUCKET, thumb_key, ExtraArgs={"ContentType": "image/jpeg"})
    return json_response({"thumbnail": thumb_key})


def batch_handler(event, context):
    """S3 ObjectCreated trigger: pre-render the default size for new uploads."""
    done = []
    for record in event.get("Records", []):
        key = record["s3"]["object"]["key"]
        fd, src = tempfile.mkstemp(dir="/tmp")
        os.close(fd)
        s3.download_file(MEDIA_BUCKET, key, src)
        out = src + ".thumb.jpg"
        subprocess.run(["/opt/bin/convert", src, "-thumbnail", "200x200", out], check=True)
        s3.upload_file(out, MEDIA_BUCKET, "thumbs/200x200/" + key)
        done.append(key)
    return {"rendered": done}
