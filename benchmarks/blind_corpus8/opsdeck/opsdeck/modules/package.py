import re

from ..util import quote, sh
from . import register
from .base import Module, ModuleError

NAME_RE = re.compile(r"[a-z0-9][a-z0-9+.-]*")


@register
class PackageModule(Module):
    name = "package"
    required = ("name",)

    def validate(self, params):
        super().validate(params)
        if not NAME_RE.fullmatch(params["name"]):
            raise ModuleError("bad package name")

    def apply(self, params):
        spec = params["name"]
        if params.get("version"):
            spec = f"{spec}={params['version']}"
        result = sh(f"DEBIAN_FRONTEND=noninteractive apt-get install -y {spec}")
        return {"changed": result.returncode == 0, "stderr": result.stderr[-500:]}

    def remove(self, params):
        return sh("apt-get remove -y " + quote(params["name"]))
