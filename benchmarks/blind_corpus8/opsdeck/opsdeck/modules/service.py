import re

from ..util import capture
from . import register
from .base import Module, ModuleError

UNIT_RE = re.compile(r"[a-zA-Z0-9@._-]+\.(service|timer|socket)")
ACTIONS = {"start", "stop", "restart", "reload", "enable", "disable"}


@register
class ServiceModule(Module):
    name = "service"
    required = ("unit", "action")

    def validate(self, params):
        super().validate(params)
        if params["action"] not in ACTIONS or not UNIT_RE.fullmatch(params["unit"]):
            raise ModuleError("bad unit or action")

    def apply(self, params):
        out = capture(["systemctl", params["action"], "--", params["unit"]])
        return {"changed": True, "output": out}
