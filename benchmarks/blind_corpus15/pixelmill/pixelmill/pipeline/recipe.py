import os

from . import filters  # noqa: F401  (importing registers the filter classes)
from .base import REGISTRY


def build(spec):
    steps = []
    for step in spec.get("steps", []):
        cls = REGISTRY.get(step.get("filter"))
        if cls is None:
            raise ValueError("unknown filter %r" % step.get("filter"))
        steps.append(cls(**step.get("params", {})))
    return steps


def run_steps(steps, src, workdir):
    current = src
    for i, step in enumerate(steps):
        out = os.path.join(workdir, "step-%02d.png" % i)
        current = step.run(current, out)
    return current
