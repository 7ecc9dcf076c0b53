import os
import shutil

import grpc

from storage.auth import etag
from storage.messages import FileChunk, FileReply, FileRequest
from storage.paths import PathEscape, bucket_root, safe_join
from storage.tempfiles import spool_path

CHUNK = 1 << 20


class FileServicer:
    """blobstore.Files"""

    def Download(self, request: FileRequest, context):
        root = bucket_root(request.bucket)
        full = os.path.join(root, request.path)
        if not os.path.isfile(full):
            context.abort(grpc.StatusCode.NOT_FOUND, "no such object")
        with open(full, "rb") as fh:
            offset = 0
            while chunk := fh.read(CHUNK):
                yield FileChunk(bucket=request.bucket, path=request.path, data=chunk, offset=offset)
                offset += len(chunk)

    def Upload(self, request_iterator, context):
        first = None
        spool = None
        out = None
        for chunk in request_iterator:
            if first is None:
                first = chunk
                spool = spool_path(chunk.bucket, chunk.path)
                out = open(spool, "wb")
            out.write(chunk.data)
        if first is None:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "empty upload")
        out.close()
        try:
            dest = safe_join(bucket_root(first.bucket), first.path)
        except PathEscape as exc:
            os.unlink(spool)
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, str(exc))
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        shutil.move(spool, dest)
        with open(dest, "rb") as fh:
            data = fh.read()
        return FileReply(path=first.path, size=len(data), etag=etag(data))

    def Delete(self, request: FileRequest, context):
        root = bucket_root(request.bucket)
        target = os.path.normpath(os.path.join(root, request.path))
        if not target.startswith(root):
            context.abort(grpc.StatusCode.PERMISSION_DENIED, "outside bucket")
        os.remove(target)
        return FileReply(path=request.path)

    def Stat(self, request: FileRequest, context):
        try:
            full = safe_join(bucket_root(request.bucket), request.path)
        except PathEscape:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "bad path")
        st = os.stat(full)
        return FileReply(path=request.path, size=st.st_size)
