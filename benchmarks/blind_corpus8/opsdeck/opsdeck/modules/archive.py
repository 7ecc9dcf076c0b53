import io
import os
import tarfile

from . import register
from .base import Module, ModuleError


@register
class UnarchiveModule(Module):
    name = "unarchive"
    required = ("data", "dest")

    def apply(self, params):
        dest = os.path.abspath(params["dest"])
        if not os.path.isdir(dest):
            raise ModuleError(f"{dest} is not a directory")
        with tarfile.open(fileobj=io.BytesIO(params["data"]), mode="r:*") as tar:
            tar.extractall(dest, filter="data")
            names = tar.getnames()
        return {"changed": True, "files": len(names)}
