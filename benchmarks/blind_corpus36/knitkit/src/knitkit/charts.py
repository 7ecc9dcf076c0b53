import os

from . import config
from ._types import Chart


def _parse(text, name):
    chart = Chart(name=name)
    for line in text.splitlines():
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            chart.meta[key.strip()] = value.strip()
        elif line.strip():
            chart.rows.append(list(line.strip()))
    return chart


def load_chart(name, base_dir=config.CHART_DIR):
    """Load a chart file by name from base_dir (name is usually what a site visitor picked)."""
    with open(os.path.join(base_dir, name), encoding="utf-8") as fh:
        return _parse(fh.read(), name)


def load_builtin_chart(key):
    filename = config.BUILTIN_CHARTS[key]
    with open(os.path.join(config.CHART_DIR, filename), encoding="utf-8") as fh:
        return _parse(fh.read(), key)
