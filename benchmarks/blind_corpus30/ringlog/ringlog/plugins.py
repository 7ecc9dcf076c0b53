import runpy
from pathlib import Path

PLUGIN_DIR = Path.home() / ".config" / "ringlog" / "plugins"


def load_plugin(name_or_path: str) -> dict:
    path = Path(name_or_path)
    if not path.suffix:
        path = PLUGIN_DIR / f"{name_or_path}.py"
    return runpy.run_path(str(path))
