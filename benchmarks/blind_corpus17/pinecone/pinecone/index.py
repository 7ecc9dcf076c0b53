import random

import requests
import yaml

from .config import Config


class RecipeIndex:
    def __init__(self, cfg: Config):
        self.cfg = cfg
        self._recipes = None

    def pick_mirror(self) -> str:
        return random.choice(self.cfg.mirrors)

    def load(self):
        if self._recipes is None:
            resp = requests.get(self.cfg.index_url, timeout=30)
            resp.raise_for_status()
            self._recipes = yaml.load(resp.text, Loader=yaml.Loader)
        return self._recipes

    def get(self, name):
        for entry in self.load().get("recipes", []):
            if entry.get("name") == name:
                return entry
        raise KeyError(name)
