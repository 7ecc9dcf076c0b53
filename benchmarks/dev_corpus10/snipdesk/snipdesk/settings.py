import json
import os
from pathlib import Path

CONFIG_DIR = Path(os.environ.get("SNIPDESK_HOME", Path.home() / ".snipdesk"))
DEFAULTS = {
    "editor": "gvim -f",
    "helper_port": 17345,
    "plugin_dirs": [str(CONFIG_DIR / "plugins")],
    "theme": "light",
}


def load():
    path = CONFIG_DIR / "settings.json"
    data = dict(DEFAULTS)
    if path.exists():
        data.update(json.loads(path.read_text()))
    return data


def save(data):
    CONFIG_DIR.mkdir(parents=True, exist_ok=True)
    (CONFIG_DIR / "settings.json").write_text(json.dumps(data, indent=2))
