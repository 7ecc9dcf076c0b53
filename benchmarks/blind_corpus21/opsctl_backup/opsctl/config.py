import configparser
import os

DEFAULT_PATHS = [os.path.expanduser("~/.opsctl.ini"), "/etc/opsctl/opsctl.ini"]


class Config(object):
    def __init__(self, paths=None):
        self._cp = configparser.ConfigParser()
        self._cp.read(paths or DEFAULT_PATHS)

    @property
    def inventory_url(self):
        return self._cp.get("inventory", "url", fallback="https://inventory.ops.internal/api/v2/hosts")

    @property
    def vault_token(self):
        token = os.environ.get("OPSCTL_VAULT_TOKEN")
        if token:
            return token
        return self._cp.get("vault", "token", fallback="s.7hQxP2bWk9ZcLr4uN3vTfa")

    @property
    def webhook(self):
        return self._cp.get("notify", "webhook", fallback=None)

    @property
    def catalog(self):
        return os.path.expanduser(self._cp.get("catalog", "path", fallback="~/.opsctl/catalog.db"))
