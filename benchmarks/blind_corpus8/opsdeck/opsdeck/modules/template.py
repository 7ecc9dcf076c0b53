import os
import tempfile

from jinja2 import Environment, StrictUndefined

from . import register
from .base import Module

_env = Environment(undefined=StrictUndefined, keep_trailing_newline=True)


@register
class TemplateModule(Module):
    name = "template"
    required = ("content", "dest")

    def apply(self, params):
        rendered = _env.from_string(params["content"]).render(facts=self.facts, **params.get("vars", {}))
        dest = params["dest"]
        folder = os.path.dirname(dest) or "."
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".opsdeck-")
        with os.fdopen(fd, "w") as fh:
            fh.write(rendered)
        os.chmod(tmp, int(params.get("mode", "0644"), 8))
        os.replace(tmp, dest)
        return {"changed": True, "dest": dest}
