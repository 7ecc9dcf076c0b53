"""Image conversion via ImageMagick, run next to the data."""
import shlex
import subprocess

import grpc

from storage.messages import ConvertRequest, FileReply
from storage.paths import bucket_root, safe_join

FORMATS = {"png", "jpg", "webp", "gif", "tiff"}


def _im(cmdline: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmdline, shell=True, capture_output=True, timeout=120)


class ConvertServicer:
    """blobstore.Convert"""

    def Resize(self, request: ConvertRequest, context):
        root = bucket_root(request.bucket)
        src = safe_join(root, request.src)
        dst = safe_join(root, request.dst)
        width = int(request.width) or 1024
        proc = subprocess.run(["convert", src, "-resize", f"{width}x", dst], capture_output=True, timeout=120)
        if proc.returncode:
            context.abort(grpc.StatusCode.INTERNAL, proc.stderr.decode(errors="replace")[:500])
        return FileReply(path=request.dst)

    def Transcode(self, request: ConvertRequest, context):
        root = bucket_root(request.bucket)
        src = safe_join(root, request.src)
        dst = safe_join(root, request.dst)
        if request.format not in FORMATS:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "unsupported format")
        proc = _im(f"convert {shlex.quote(src)} {request.extra_args} {request.format}:{shlex.quote(dst)}")
        if proc.returncode:
            context.abort(grpc.StatusCode.INTERNAL, proc.stderr.decode(errors="replace")[:500])
        return FileReply(path=request.dst)

    def Identify(self, request: ConvertRequest, context):
        root = bucket_root(request.bucket)
        cmd = "identify -format '%%w %%h %%m' %s/%s" % (root, request.src)
        out = subprocess.check_output(cmd, shell=True, timeout=30).decode()
        w, h, fmt = out.split()[:3]
        return FileReply(path=request.src, size=int(w) * int(h), etag=fmt)
