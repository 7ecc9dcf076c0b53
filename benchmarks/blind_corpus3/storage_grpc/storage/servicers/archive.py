import os
import tarfile
import zipfile

import grpc

from storage.messages import ArchiveRequest, FileReply
from storage.paths import PathEscape, bucket_root, safe_join


class ArchiveServicer:
    """blobstore.Archives -- unpack an uploaded archive inside a bucket."""

    def ExtractTar(self, request: ArchiveRequest, context):
        root = bucket_root(request.bucket)
        archive = safe_join(root, request.archive_path)
        dest = safe_join(root, request.dest_prefix or os.path.splitext(request.archive_path)[0])
        os.makedirs(dest, exist_ok=True)
        with tarfile.open(archive) as tf:
            members = tf.getmembers()
            tf.extractall(dest)
        return FileReply(path=os.path.relpath(dest, root), size=len(members))

    def ExtractZip(self, request: ArchiveRequest, context):
        root = bucket_root(request.bucket)
        archive = safe_join(root, request.archive_path)
        dest = safe_join(root, request.dest_prefix or os.path.splitext(request.archive_path)[0])
        count = 0
        with zipfile.ZipFile(archive) as zf:
            for info in zf.infolist():
                try:
                    target = safe_join(dest, info.filename)
                except PathEscape:
                    context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"unsafe member {info.filename}")
                if info.is_dir():
                    os.makedirs(target, exist_ok=True)
                    continue
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with zf.open(info) as src, open(target, "wb") as dst:
                    dst.write(src.read())
                count += 1
        return FileReply(path=os.path.relpath(dest, root), size=count)
