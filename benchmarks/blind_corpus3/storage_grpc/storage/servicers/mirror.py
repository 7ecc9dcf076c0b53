"""Pull objects into a bucket from elsewhere."""
import os
import urllib.request

import grpc

from storage.config import UPSTREAMS
from storage.messages import FileReply, MirrorRequest
from storage.paths import bucket_root, safe_join


class MirrorServicer:
    """blobstore.Mirror"""

    def FetchUrl(self, request: MirrorRequest, context):
        dest = safe_join(bucket_root(request.bucket), request.dest_path)
        with urllib.request.urlopen(request.source_url, timeout=30) as resp:
            data = resp.read()
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as fh:
            fh.write(data)
        return FileReply(path=request.dest_path, size=len(data))

    def FetchFromPeer(self, request: MirrorRequest, context):
        base = UPSTREAMS.get(request.upstream)
        if base is None:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "unknown upstream region")
        dest = safe_join(bucket_root(request.bucket), request.dest_path)
        url = "%s/v1/%s/%s" % (base, request.bucket, urllib.request.quote(request.dest_path))
        with urllib.request.urlopen(url, timeout=30) as resp:
            data = resp.read()
        with open(dest, "wb") as fh:
            fh.write(data)
        return FileReply(path=request.dest_path, size=len(data))
