import configparser
import os
from pathlib import Path

DEFAULT_PATH = Path(os.environ.get("OPSCTL_CONFIG", "~/.config/opsctl/opsctl.ini")).expanduser()


class Settings:
    def __init__(self, path=DEFAULT_PATH):
        self._cp = configparser.ConfigParser()
        self._cp.read(path)

    @property
    def release_server(self):
        return self._cp.get("releases", "server", fallback="https://releases.internal.example.com")

    @property
    def deploy_user(self):
        return self._cp.get("deploy", "user", fallback="deploy")

    @property
    def registry_password(self):
        return os.environ.get("OPSCTL_REGISTRY_PASSWORD") or self._cp.get("registry", "password", fallback="")
