import os
import tarfile
import zipfile

from .base import BasePartnerOperator


class UnpackArchiveOperator(BasePartnerOperator):
    def __init__(self, dest_dir, **kwargs):
        super().__init__(**kwargs)
        self.dest_dir = dest_dir

    def _unzip(self, path):
        with zipfile.ZipFile(path) as zf:
            for info in zf.infolist():
                target = os.path.realpath(os.path.join(self.dest_dir, info.filename))
                if not target.startswith(os.path.realpath(self.dest_dir) + os.sep):
                    raise ValueError("unsafe member %s" % info.filename)
            zf.extractall(self.dest_dir)

    def _untar(self, path):
        with tarfile.open(path) as tf:
            tf.extractall(self.dest_dir)

    def execute(self, context):
        os.makedirs(self.dest_dir, exist_ok=True)
        for path in self.files():
            if path.endswith(".zip"):
                self._unzip(path)
            elif path.endswith((".tar.gz", ".tgz", ".tar")):
                self._untar(path)
        return self.dest_dir
