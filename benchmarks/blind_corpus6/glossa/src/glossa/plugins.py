"""Exporter plugins are discovered through the ``glossa.exporters`` entry-point group."""
from importlib.metadata import entry_points

GROUP = "glossa.exporters"


def load_exporters():
    found = {}
    for ep in entry_points(group=GROUP):
        found[ep.name] = ep.load()
    return found


def get_exporter(name):
    exporters = load_exporters()
    try:
        return exporters[name]
    except KeyError:
        raise KeyError(f"no exporter {name!r}; installed: {', '.join(sorted(exporters))}") from None
